import { MigrationInterface, QueryRunner } from 'typeorm';
import { ILLINOIS_HR_DOCUMENTS_ES } from './1769740000000-DocumentTranslations.data';

/**
 * The other language versions of HR documents: a row per document and language, the English
 * original staying in `documents` (so its answers are unchanged). Only HR documents have them: the
 * row repeats the category, fixed to 'hr', under a foreign key to (id, category). The languages
 * allowed are named by a constraint a later language's migration widens. The shipped Illinois
 * library gets its Spanish version, matched by the English title it shipped with (a document an
 * admin renamed or deleted gets none; the admin can write one in the app).
 */
export class DocumentTranslations1769740000000 implements MigrationInterface {
  name = 'DocumentTranslations1769740000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE documents ADD CONSTRAINT documents_id_category UNIQUE (id, category)`);
    await q.query(`
      CREATE TABLE document_translations (
        document_id uuid NOT NULL,
        category document_category NOT NULL DEFAULT 'hr' CHECK (category = 'hr'),
        language varchar(5) NOT NULL CONSTRAINT document_translations_language CHECK (language IN ('es')),
        title varchar(200) NOT NULL CHECK (btrim(title) <> ''),
        description varchar(2000),
        content_html text NOT NULL CHECK (content_html <> ''),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (document_id, language),
        CONSTRAINT document_translations_document FOREIGN KEY (document_id, category) REFERENCES documents (id, category) ON DELETE CASCADE
      )`);
    for (const version of ILLINOIS_HR_DOCUMENTS_ES) {
      await q.query(
        `INSERT INTO document_translations (document_id, language, title, description, content_html)
         SELECT id, 'es', $2, $3, $4 FROM documents
          WHERE category = 'hr' AND metadata->>'library' = 'illinois-hr' AND title = $1`,
        [version.englishTitle, version.title, version.description, version.html],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS document_translations`);
    await q.query(`ALTER TABLE documents DROP CONSTRAINT IF EXISTS documents_id_category`);
  }
}
