import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';

/** `withdrawn`: by the worker while it was pending (migration TimeOffDecisions). */
export const TIME_OFF_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type TimeOffStatus = (typeof TIME_OFF_STATUSES)[number];

@Entity({ name: 'time_off_requests' })
export class TimeOffRequest {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'start_date', type: 'date' })
  startDate: string;

  @Column({ name: 'end_date', type: 'date' })
  endDate: string;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  reason: string | null;

  @Column({ type: 'enum', enum: TIME_OFF_STATUSES, enumName: 'time_off_status', default: 'pending' })
  status: TimeOffStatus;

  /** The admin's reason for a rejection, shown to the worker (only a rejection has one). */
  @Column({ name: 'decision_reason', type: 'varchar', length: 1000, nullable: true })
  decisionReason: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
