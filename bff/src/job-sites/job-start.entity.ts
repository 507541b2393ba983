import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Who pressed Start Job at which site, when, and when they pressed End Job (one row per person, site and day). */
@Entity({ name: 'job_starts' })
export class JobStart {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'job_site_id', type: 'uuid' })
  jobSiteId: string;

  @Column({ name: 'started_by_id', type: 'uuid' })
  startedById: string;

  @Column({ type: 'date' })
  date: string;

  @Column({ name: 'started_at', type: 'timestamptz', default: () => 'now()' })
  startedAt: Date;

  /** Null while the job is in progress. */
  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt: Date | null;
}
