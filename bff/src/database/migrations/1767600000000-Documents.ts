import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * HR and financial documents. The database keeps each category to its own types and its
 * own kind of content: HR documents hold HTML text, financial documents a JSON object.
 */
export class Documents1767600000000 implements MigrationInterface {
  name = 'Documents1767600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TYPE document_category AS ENUM ('hr', 'financial')`);
    await q.query(`
      CREATE TABLE documents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        category document_category NOT NULL,
        title varchar(200) NOT NULL CHECK (btrim(title) <> ''),
        description varchar(2000),
        document_type varchar(40) NOT NULL,
        content_html text,
        content_json jsonb,
        file_url varchar(2000),
        metadata jsonb,
        created_by_id uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT documents_type_of_category CHECK (
          (category = 'hr' AND document_type IN ('policy', 'form', 'notice', 'other'))
          OR (category = 'financial' AND document_type IN ('payroll', 'expense_report', 'invoice_report', 'financial_statement', 'tax_document'))
        ),
        CONSTRAINT documents_content_of_category CHECK (
          (category = 'hr' AND content_json IS NULL AND content_html IS NOT NULL AND content_html <> '')
          OR (category = 'financial' AND content_html IS NULL AND (content_json IS NULL OR jsonb_typeof(content_json) = 'object'))
        ),
        CONSTRAINT documents_metadata_is_object CHECK (metadata IS NULL OR jsonb_typeof(metadata) = 'object')
      )`);
    // The list of a category: newest first (financial), or all of it (HR).
    await q.query(`CREATE INDEX documents_category_created ON documents (category, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS documents`);
    await q.query(`DROP TYPE IF EXISTS document_category`);
  }
}
