import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { JobSite } from '../job-sites/job-site.entity';
import { User } from '../users/user.entity';

@Entity({ name: 'schedules' })
export class Schedule {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'worker_id', type: 'uuid' })
  workerId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'worker_id' })
  worker?: User;

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

  /** At or before startTime: the next day (a night shift). No two shifts of a worker overlap (schedules_no_overlap). */
  @Column({ name: 'end_time', type: 'time' })
  endTime: string;

  /** Null: a draft, the admin's plan only (not on the worker's schedule, crew or clock) until published. */
  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  /** The weekly series the shift was made in (POST /api/schedules with repeatWeeklyUntil); null when made alone. */
  @Column({ name: 'series_id', type: 'uuid', nullable: true })
  seriesId: string | null;

  @Column({ name: 'created_by_id', type: 'uuid', nullable: true })
  createdById: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Raised with every change of the shift by the trigger schedules_revised (the calendar feed's SEQUENCE). */
  @Column({ type: 'integer', insert: false, update: false })
  sequence: number;

  /** When the shift last changed (set by the same trigger). */
  @Column({ name: 'changed_at', type: 'timestamptz', insert: false, update: false })
  changedAt: Date;
}
