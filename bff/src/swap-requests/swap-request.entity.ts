import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Schedule } from '../schedules/schedule.entity';
import { User } from '../users/user.entity';

/**
 * offered -> accepted | declined (the coworker) | cancelled (the offerer); accepted -> approved
 * (the shift becomes the coworker's) | rejected (an admin). Offered and accepted are open: one per shift.
 */
export const SWAP_STATUSES = ['offered', 'accepted', 'declined', 'cancelled', 'approved', 'rejected'] as const;
export type SwapStatus = (typeof SWAP_STATUSES)[number];
export const OPEN_SWAP_STATUSES: SwapStatus[] = ['offered', 'accepted'];

@Entity({ name: 'swap_requests' })
export class SwapRequest {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'schedule_id', type: 'uuid' })
  scheduleId: string;

  @ManyToOne(() => Schedule, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'schedule_id' })
  schedule?: Schedule;

  @Column({ name: 'from_user_id', type: 'uuid' })
  fromUserId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'from_user_id' })
  fromUser?: User;

  @Column({ name: 'to_user_id', type: 'uuid' })
  toUserId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'to_user_id' })
  toUser?: User;

  @Column({ type: 'varchar', length: 20, default: 'offered' })
  status: SwapStatus;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** When the status last changed. */
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
