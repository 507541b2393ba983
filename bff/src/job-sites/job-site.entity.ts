import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';

export const JOB_SITE_STATUSES = ['active', 'completed', 'on_hold'] as const;
export type JobSiteStatus = (typeof JOB_SITE_STATUSES)[number];

/** remainingBalance is derived (totalCost - paidAmount), never stored. */
@Entity({ name: 'job_sites' })
export class JobSite {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 500 })
  address: string;

  @Column({ type: 'numeric', precision: 9, scale: 6, nullable: true })
  latitude: string | null;

  @Column({ type: 'numeric', precision: 9, scale: 6, nullable: true })
  longitude: string | null;

  /** How far from its coordinates a time-clock punch still counts as at the site (50..5000 m). */
  @Column({ name: 'geofence_radius_meters', type: 'int', default: 300 })
  geofenceRadiusMeters: number;

  @Column({ type: 'enum', enum: JOB_SITE_STATUSES, enumName: 'job_site_status', default: 'active' })
  status: JobSiteStatus;

  @Column({ name: 'foreman_id', type: 'uuid', nullable: true })
  foremanId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'foreman_id' })
  foreman?: User | null;

  @Column({ name: 'client_id', type: 'uuid', nullable: true })
  clientId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'client_id' })
  client?: User | null;

  @Column({ name: 'progress_percentage', type: 'int', default: 0 })
  progressPercentage: number;

  @Column({ name: 'estimated_completion_date', type: 'date', nullable: true })
  estimatedCompletionDate: string | null;

  @Column({ name: 'total_cost', type: 'numeric', precision: 12, scale: 2, nullable: true })
  totalCost: string | null;

  @Column({ name: 'paid_amount', type: 'numeric', precision: 12, scale: 2, nullable: true })
  paidAmount: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
