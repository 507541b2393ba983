import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';
import { OpenShift } from './open-shift.entity';

/** `pending` until an admin approves it (the open shift becomes the claimant's) or rejects it, or another claim is approved. */
export const CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** One person's claim of an open shift (one per person and open shift: open_shift_claims_one_per_person). */
@Entity({ name: 'open_shift_claims' })
export class OpenShiftClaim {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'open_shift_id', type: 'uuid' })
  openShiftId: string;

  @ManyToOne(() => OpenShift, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'open_shift_id' })
  openShift?: OpenShift;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: ClaimStatus;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;
}
