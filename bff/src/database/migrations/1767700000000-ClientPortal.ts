import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The client portal: appointment requests, and what an invoice needs to be paid by card (the
 * PaymentIntent that paid it, at most one invoice per intent) and listed for admins.
 */
export class ClientPortal1767700000000 implements MigrationInterface {
  name = 'ClientPortal1767700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TYPE appointment_request_type AS ENUM ('appointment', 'callback')`);
    await q.query(`CREATE TYPE appointment_status AS ENUM ('pending', 'confirmed', 'declined')`);
    await q.query(`
      CREATE TABLE appointment_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        request_type appointment_request_type NOT NULL,
        phone_number varchar(40) NOT NULL CHECK (length(btrim(phone_number)) > 0),
        description varchar(2000) NOT NULL CHECK (length(btrim(description)) > 0),
        preferred_date date,
        preferred_time time,
        status appointment_status NOT NULL DEFAULT 'pending',
        scheduled_date timestamptz,
        notes varchar(2000),
        answered_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        -- A confirmed request always says when; a pending one has not been answered yet.
        CONSTRAINT appointment_requests_confirmed_has_date CHECK (status <> 'confirmed' OR scheduled_date IS NOT NULL),
        CONSTRAINT appointment_requests_answered CHECK ((status = 'pending') = (answered_at IS NULL))
      )`);
    // A client's own list, newest first; the admin panel, pending first then newest.
    await q.query(`CREATE INDEX appointment_requests_client_created ON appointment_requests (client_id, created_at DESC)`);
    await q.query(`CREATE INDEX appointment_requests_status_created ON appointment_requests (status, created_at DESC)`);

    await q.query(`ALTER TABLE invoices ADD COLUMN payment_intent_id varchar(255)`);
    // One card payment pays one invoice, once.
    await q.query(`CREATE UNIQUE INDEX invoices_payment_intent_unique ON invoices (payment_intent_id) WHERE payment_intent_id IS NOT NULL`);
    // The admin list, newest first.
    await q.query(`CREATE INDEX invoices_created ON invoices (created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS invoices_created`);
    await q.query(`DROP INDEX IF EXISTS invoices_payment_intent_unique`);
    await q.query(`ALTER TABLE invoices DROP COLUMN IF EXISTS payment_intent_id`);
    await q.query(`DROP TABLE IF EXISTS appointment_requests`);
    await q.query(`DROP TYPE IF EXISTS appointment_status`);
    await q.query(`DROP TYPE IF EXISTS appointment_request_type`);
  }
}
