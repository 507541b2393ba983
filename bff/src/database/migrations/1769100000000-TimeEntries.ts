import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The time clock: one row per worked period (a punch in, and its punch out once made), and each
 * job site's radius for telling a punch made away from it.
 * - One open entry per person is the database's rule (time_entries_one_open_per_user), so no
 *   number of tabs or instances can clock someone in twice.
 * - A clock-out follows its clock-in; flags are only the known ones.
 */
export class TimeEntries1769100000000 implements MigrationInterface {
  name = 'TimeEntries1769100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE job_sites ADD COLUMN geofence_radius_meters integer NOT NULL DEFAULT 300`);
    await q.query(`ALTER TABLE job_sites ADD CONSTRAINT job_sites_geofence_radius_range CHECK (geofence_radius_meters BETWEEN 50 AND 5000)`);
    await q.query(`CREATE TYPE time_entry_source AS ENUM ('self', 'foreman', 'admin')`);
    await q.query(`
      CREATE TABLE time_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        job_site_id uuid REFERENCES job_sites(id) ON DELETE SET NULL,
        clock_in timestamptz NOT NULL,
        clock_out timestamptz,
        source time_entry_source NOT NULL,
        flags text[] NOT NULL DEFAULT '{}',
        clock_in_latitude numeric(9,6),
        clock_in_longitude numeric(9,6),
        clock_in_accuracy numeric(8,1),
        clock_out_latitude numeric(9,6),
        clock_out_longitude numeric(9,6),
        clock_out_accuracy numeric(8,1),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT time_entries_out_after_in CHECK (clock_out > clock_in),
        CONSTRAINT time_entries_known_flags CHECK (flags <@ ARRAY['outside_site', 'no_location', 'auto_clock_out']::text[])
      )`);
    // One open entry per person: the clock-in's 409, whatever the number of tabs and instances.
    await q.query(`CREATE UNIQUE INDEX time_entries_one_open_per_user ON time_entries (user_id) WHERE clock_out IS NULL`);
    // A person's entries by time (their week, their newest).
    await q.query(`CREATE INDEX time_entries_user_clock_in ON time_entries (user_id, clock_in)`);
    // The forgotten clock-out sweep reads only the open entries, oldest first.
    await q.query(`CREATE INDEX time_entries_open_clock_in ON time_entries (clock_in) WHERE clock_out IS NULL`);
    // A site's entries (its labor), and ON DELETE SET NULL from job_sites.
    await q.query(`CREATE INDEX time_entries_job_site ON time_entries (job_site_id, clock_in)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS time_entries`);
    await q.query(`DROP TYPE IF EXISTS time_entry_source`);
    await q.query(`ALTER TABLE job_sites DROP CONSTRAINT IF EXISTS job_sites_geofence_radius_range`);
    await q.query(`ALTER TABLE job_sites DROP COLUMN IF EXISTS geofence_radius_meters`);
  }
}
