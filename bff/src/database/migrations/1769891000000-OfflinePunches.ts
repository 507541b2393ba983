import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Punches and breaks sent later: a phone without a signal queues a clock-in, a clock-out or a
 * break's start or end with the time the person acted (`occurredAt`), and the server records that
 * time and marks it, so an admin sees which times the device's clock gave. One flag per recorded
 * time (a clock-in may be sent later and its clock-out not). Constant defaults: no table rewrite.
 */
export class OfflinePunches1769891000000 implements MigrationInterface {
  name = 'OfflinePunches1769891000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE time_entries ADD COLUMN clock_in_offline boolean NOT NULL DEFAULT false, ADD COLUMN clock_out_offline boolean NOT NULL DEFAULT false`,
    );
    await q.query(`ALTER TABLE breaks ADD COLUMN start_offline boolean NOT NULL DEFAULT false, ADD COLUMN end_offline boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE breaks DROP COLUMN IF EXISTS start_offline, DROP COLUMN IF EXISTS end_offline`);
    await q.query(`ALTER TABLE time_entries DROP COLUMN IF EXISTS clock_in_offline, DROP COLUMN IF EXISTS clock_out_offline`);
  }
}
