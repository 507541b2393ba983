import { MigrationInterface, QueryRunner } from 'typeorm';

/** Invoices an admin cancels become `void`: kept for the record, counted in no total. */
export class InvoiceVoidStatus1767260000000 implements MigrationInterface {
  name = 'InvoiceVoidStatus1767260000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TYPE invoice_status ADD VALUE IF NOT EXISTS 'void'`);
    await q.query(`CREATE INDEX invoices_status ON invoices (status)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS invoices_status`);
    // PostgreSQL cannot drop an enum value: rebuild the type without it.
    await q.query(`UPDATE invoices SET status = 'unpaid' WHERE status = 'void'`);
    await q.query(`ALTER TYPE invoice_status RENAME TO invoice_status_old`);
    await q.query(`CREATE TYPE invoice_status AS ENUM ('unpaid', 'paid')`);
    await q.query(`ALTER TABLE invoices ALTER COLUMN status DROP DEFAULT`);
    await q.query(`ALTER TABLE invoices ALTER COLUMN status TYPE invoice_status USING status::text::invoice_status`);
    await q.query(`ALTER TABLE invoices ALTER COLUMN status SET DEFAULT 'unpaid'`);
    await q.query(`DROP TYPE invoice_status_old`);
  }
}
