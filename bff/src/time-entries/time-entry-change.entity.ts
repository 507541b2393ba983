import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { FieldChange } from './time-entries.repository';

/** One correction of a time entry: when, by whom, each field's old and new value, and why. */
@Entity({ name: 'time_entry_changes' })
export class TimeEntryChange {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'time_entry_id', type: 'uuid' })
  timeEntryId: string;

  @Column({ name: 'changed_by', type: 'uuid', nullable: true })
  changedBy: string | null;

  @Column({ name: 'changed_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  changedAt: Date;

  @Column({ type: 'text' })
  action: 'created' | 'updated';

  @Column({ type: 'jsonb' })
  changes: FieldChange[];

  @Column({ type: 'text' })
  reason: string;
}
