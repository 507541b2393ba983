import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const TIME_ENTRY_SOURCES = ['self', 'foreman', 'admin'] as const;
/** Who punched: the person themselves, a foreman for their crew, or an admin. */
export type TimeEntrySource = (typeof TIME_ENTRY_SOURCES)[number];

export const TIME_ENTRY_FLAGS = ['outside_site', 'no_location', 'auto_clock_out'] as const;
/** What a reviewer should look at: a punch away from the site or without a location, a clock-out the server made. */
export type TimeEntryFlag = (typeof TIME_ENTRY_FLAGS)[number];

/** A worked period; the one without a clock-out is the person's open entry (at most one, by a unique index). */
@Entity({ name: 'time_entries' })
export class TimeEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'job_site_id', type: 'uuid', nullable: true })
  jobSiteId: string | null;

  @Column({ name: 'clock_in', type: 'timestamptz' })
  clockIn: Date;

  @Column({ name: 'clock_out', type: 'timestamptz', nullable: true })
  clockOut: Date | null;

  @Column({ type: 'enum', enum: TIME_ENTRY_SOURCES, enumName: 'time_entry_source' })
  source: TimeEntrySource;

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  flags: TimeEntryFlag[];

  /** The clock-in is the time the device recorded while offline, sent later (`occurredAt`). */
  @Column({ name: 'clock_in_offline', type: 'boolean', default: false })
  clockInOffline: boolean;

  /** The clock-out is the time the device recorded while offline, sent later. */
  @Column({ name: 'clock_out_offline', type: 'boolean', default: false })
  clockOutOffline: boolean;

  @Column({ name: 'clock_in_latitude', type: 'numeric', precision: 9, scale: 6, nullable: true })
  clockInLatitude: string | null;

  @Column({ name: 'clock_in_longitude', type: 'numeric', precision: 9, scale: 6, nullable: true })
  clockInLongitude: string | null;

  @Column({ name: 'clock_in_accuracy', type: 'numeric', precision: 8, scale: 1, nullable: true })
  clockInAccuracy: string | null;

  @Column({ name: 'clock_out_latitude', type: 'numeric', precision: 9, scale: 6, nullable: true })
  clockOutLatitude: string | null;

  @Column({ name: 'clock_out_longitude', type: 'numeric', precision: 9, scale: 6, nullable: true })
  clockOutLongitude: string | null;

  @Column({ name: 'clock_out_accuracy', type: 'numeric', precision: 8, scale: 1, nullable: true })
  clockOutAccuracy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
