import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Weekly series: the shifts made by one repeat share a `series_id`, so that a series can be
 * deleted from one shift onward. Shifts made one at a time have none.
 */
export class ShiftSeries1769850000000 implements MigrationInterface {
  name = 'ShiftSeries1769850000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE schedules ADD COLUMN series_id uuid`);
    // Deleting onward reads a series from one date on; most shifts have no series, so the index is partial.
    await q.query(`CREATE INDEX schedules_series_date ON schedules (series_id, date) WHERE series_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS schedules_series_date`);
    await q.query(`ALTER TABLE schedules DROP COLUMN IF EXISTS series_id`);
  }
}
