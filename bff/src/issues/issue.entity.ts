import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { JobSite } from '../job-sites/job-site.entity';
import { User } from '../users/user.entity';

export const ISSUE_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type IssueSeverity = (typeof ISSUE_SEVERITIES)[number];
export const ISSUE_STATUSES = ['open', 'in_progress', 'resolved'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

@Entity({ name: 'issues' })
export class Issue {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 5000 })
  description: string;

  @Column({ type: 'enum', enum: ISSUE_SEVERITIES, enumName: 'issue_severity', default: 'medium' })
  severity: IssueSeverity;

  @Column({ type: 'enum', enum: ISSUE_STATUSES, enumName: 'issue_status', default: 'open' })
  status: IssueStatus;

  @Column({ name: 'reported_by_id', type: 'uuid', nullable: true })
  reportedById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'reported_by_id' })
  reportedBy?: User | null;

  @Column({ name: 'job_site_id', type: 'uuid', nullable: true })
  jobSiteId: string | null;

  @ManyToOne(() => JobSite, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'job_site_id' })
  jobSite?: JobSite | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
