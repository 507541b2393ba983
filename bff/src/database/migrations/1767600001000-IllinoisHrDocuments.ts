import { MigrationInterface, QueryRunner } from 'typeorm';
import { ILLINOIS_HR_DOCUMENTS } from './1767600001000-IllinoisHrDocuments.data';

/**
 * Every database starts with the Illinois HR library (notices, policies, forms), demo or not.
 * A migration rather than a start-up seed: it runs once, so documents an admin later edits or
 * deletes are never put back.
 */
export class IllinoisHrDocuments1767600001000 implements MigrationInterface {
  name = 'IllinoisHrDocuments1767600001000';

  async up(q: QueryRunner): Promise<void> {
    for (const document of ILLINOIS_HR_DOCUMENTS) {
      await q.query(
        `INSERT INTO documents (category, title, description, document_type, content_html, metadata)
         VALUES ('hr', $1, $2, $3, $4, '{"library":"illinois-hr"}')`,
        [document.title, document.description, document.documentType, document.html],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM documents WHERE category = 'hr' AND metadata->>'library' = 'illinois-hr'`);
  }
}
