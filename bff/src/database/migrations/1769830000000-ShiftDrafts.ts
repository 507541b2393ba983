import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Draft shifts: a shift without `published_at` is the admin's plan, not yet the worker's (not on
 * their schedule, no notification, not their crew or clock site) until it is published. Shifts
 * made before drafts existed were published when they were made.
 */
export class ShiftDrafts1769830000000 implements MigrationInterface {
  name = 'ShiftDrafts1769830000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE schedules ADD COLUMN published_at timestamptz DEFAULT now()`);
    await q.query(`UPDATE schedules SET published_at = created_at`);
    // Publishing reads a range's drafts: few at any time, so a partial index stays small.
    await q.query(`CREATE INDEX schedules_drafts_by_date ON schedules (date) WHERE published_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS schedules_drafts_by_date`);
    await q.query(`ALTER TABLE schedules DROP COLUMN IF EXISTS published_at`);
  }
}
