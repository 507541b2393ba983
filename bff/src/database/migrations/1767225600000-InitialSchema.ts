import { MigrationInterface, QueryRunner } from 'typeorm';

/** Users, sessions, reset tokens and the first business tables (dashboard read side, seed data). */
export class InitialSchema1767225600000 implements MigrationInterface {
  name = 'InitialSchema1767225600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pgcrypto`);
    await q.query(`CREATE TYPE user_role AS ENUM ('admin', 'foreman', 'worker', 'client')`);
    await q.query(`CREATE TYPE job_site_status AS ENUM ('active', 'completed', 'on_hold')`);
    await q.query(`CREATE TYPE time_off_status AS ENUM ('pending', 'approved', 'rejected')`);
    await q.query(`CREATE TYPE issue_severity AS ENUM ('low', 'medium', 'high', 'critical')`);
    await q.query(`CREATE TYPE issue_status AS ENUM ('open', 'in_progress', 'resolved')`);
    await q.query(`CREATE TYPE vendor AS ENUM ('menards', 'lowes')`);
    await q.query(`CREATE TYPE invoice_status AS ENUM ('unpaid', 'paid')`);

    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        first_name varchar(100) NOT NULL CHECK (length(btrim(first_name)) > 0),
        last_name varchar(100) NOT NULL CHECK (length(btrim(last_name)) > 0),
        email varchar(254) NOT NULL CHECK (position('@' in email) > 1),
        phone_number varchar(40) NOT NULL CHECK (length(btrim(phone_number)) > 0),
        role user_role NOT NULL DEFAULT 'worker',
        profile_image_url varchar(2048),
        password_hash varchar(255) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email_lower_unique ON users (lower(email))`);
    await q.query(`CREATE INDEX users_role ON users (role)`);

    // connect-pg-simple's table, as its table.sql defines it.
    await q.query(`
      CREATE TABLE session (
        sid varchar NOT NULL PRIMARY KEY,
        sess json NOT NULL,
        expire timestamp(6) NOT NULL
      )`);
    await q.query(`CREATE INDEX "IDX_session_expire" ON session (expire)`);
    await q.query(`CREATE INDEX session_passport_user ON session ((sess->'passport'->>'user'))`);

    await q.query(`
      CREATE TABLE password_reset_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash char(64) NOT NULL,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX password_reset_tokens_hash ON password_reset_tokens (token_hash)`);
    await q.query(`CREATE INDEX password_reset_tokens_user ON password_reset_tokens (user_id)`);

    await q.query(`
      CREATE TABLE job_sites (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(200) NOT NULL CHECK (length(btrim(name)) > 0),
        address varchar(500) NOT NULL CHECK (length(btrim(address)) > 0),
        latitude numeric(9,6) CHECK (latitude BETWEEN -90 AND 90),
        longitude numeric(9,6) CHECK (longitude BETWEEN -180 AND 180),
        status job_site_status NOT NULL DEFAULT 'active',
        foreman_id uuid REFERENCES users(id) ON DELETE SET NULL,
        client_id uuid REFERENCES users(id) ON DELETE SET NULL,
        progress_percentage int NOT NULL DEFAULT 0 CHECK (progress_percentage BETWEEN 0 AND 100),
        estimated_completion_date date,
        total_cost numeric(12,2) CHECK (total_cost >= 0),
        paid_amount numeric(12,2) CHECK (paid_amount >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX job_sites_foreman ON job_sites (foreman_id)`);
    await q.query(`CREATE INDEX job_sites_client ON job_sites (client_id)`);

    await q.query(`
      CREATE TABLE schedules (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        worker_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        job_site_id uuid NOT NULL REFERENCES job_sites(id) ON DELETE CASCADE,
        date date NOT NULL,
        meet_time time NOT NULL,
        start_time time NOT NULL,
        created_by_id uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX schedules_worker_date ON schedules (worker_id, date)`);
    await q.query(`CREATE INDEX schedules_date ON schedules (date)`);

    await q.query(`
      CREATE TABLE time_off_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        start_date date NOT NULL,
        end_date date NOT NULL,
        reason varchar(1000),
        status time_off_status NOT NULL DEFAULT 'pending',
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (end_date >= start_date)
      )`);
    await q.query(`CREATE INDEX time_off_requests_user_created ON time_off_requests (user_id, created_at DESC)`);
    await q.query(`CREATE INDEX time_off_requests_created ON time_off_requests (created_at DESC)`);

    await q.query(`
      CREATE TABLE issues (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title varchar(200) NOT NULL CHECK (length(btrim(title)) > 0),
        description varchar(5000) NOT NULL CHECK (length(btrim(description)) > 0),
        severity issue_severity NOT NULL DEFAULT 'medium',
        status issue_status NOT NULL DEFAULT 'open',
        reported_by_id uuid REFERENCES users(id) ON DELETE SET NULL,
        job_site_id uuid REFERENCES job_sites(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX issues_created ON issues (created_at DESC)`);

    await q.query(`
      CREATE TABLE notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        title varchar(200) NOT NULL,
        message varchar(2000) NOT NULL,
        read boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX notifications_user_created ON notifications (user_id, created_at DESC)`);

    await q.query(`
      CREATE TABLE vendor_prices (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        item_name varchar(200) NOT NULL CHECK (length(btrim(item_name)) > 0),
        sku varchar(100),
        vendor vendor NOT NULL,
        price numeric(12,2) NOT NULL CHECK (price >= 0),
        in_stock boolean NOT NULL DEFAULT true,
        last_updated timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT vendor_prices_item_vendor_unique UNIQUE (item_name, vendor)
      )`);

    await q.query(`
      CREATE TABLE invoices (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        invoice_number varchar(50) NOT NULL UNIQUE,
        client_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        job_site_id uuid REFERENCES job_sites(id) ON DELETE SET NULL,
        description varchar(2000) NOT NULL,
        due_date date NOT NULL,
        amount numeric(12,2) NOT NULL CHECK (amount >= 0),
        status invoice_status NOT NULL DEFAULT 'unpaid',
        paid_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((status = 'paid') = (paid_at IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX invoices_client ON invoices (client_id, due_date)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'invoices',
      'vendor_prices',
      'notifications',
      'issues',
      'time_off_requests',
      'schedules',
      'job_sites',
      'password_reset_tokens',
      'session',
      'users',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
    for (const type of ['invoice_status', 'vendor', 'issue_status', 'issue_severity', 'time_off_status', 'job_site_status', 'user_role']) {
      await q.query(`DROP TYPE IF EXISTS ${type}`);
    }
  }
}
