import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const BREAK_TYPES = ['break', 'meal'] as const;
export type BreakType = (typeof BREAK_TYPES)[number];

/** A break; the one without an end time is the active one (at most one per user, by a unique index). */
@Entity({ name: 'breaks' })
export class Break {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'date' })
  date: string;

  @Column({ name: 'break_type', type: 'enum', enum: BREAK_TYPES, enumName: 'break_type', default: 'break' })
  breakType: BreakType;

  @Column({ name: 'start_time', type: 'timestamptz', default: () => 'now()' })
  startTime: Date;

  @Column({ name: 'end_time', type: 'timestamptz', nullable: true })
  endTime: Date | null;

  /** The start is the time the device recorded while offline, sent later (`occurredAt`). */
  @Column({ name: 'start_offline', type: 'boolean', default: false })
  startOffline: boolean;

  /** The end is the time the device recorded while offline, sent later. */
  @Column({ name: 'end_offline', type: 'boolean', default: false })
  endOffline: boolean;
}
