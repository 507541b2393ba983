import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { JobSite } from '../job-sites/job-site.entity';

/** A shift posted without a worker (migration OpenShifts): claimed by workers and foremen, given to one. */
@Entity({ name: 'open_shifts' })
export class OpenShift {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'job_site_id', type: 'uuid' })
  jobSiteId: string;

  @ManyToOne(() => JobSite, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'job_site_id' })
  jobSite?: JobSite;

  @Column({ type: 'date' })
  date: string;

  @Column({ name: 'meet_time', type: 'time' })
  meetTime: string;

  @Column({ name: 'start_time', type: 'time' })
  startTime: string;

  /** At or before startTime: the next day, as a shift's. */
  @Column({ name: 'end_time', type: 'time' })
  endTime: string;

  /** Set once, when a claim is approved (a conditional UPDATE: two approvals cannot both fill it). */
  @Column({ name: 'filled_at', type: 'timestamptz', nullable: true })
  filledAt: Date | null;

  /** The shift it became (null while open, or when that shift was deleted since). */
  @Column({ name: 'schedule_id', type: 'uuid', nullable: true })
  scheduleId: string | null;

  @Column({ name: 'created_by_id', type: 'uuid', nullable: true })
  createdById: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
