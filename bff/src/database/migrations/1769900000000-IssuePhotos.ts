import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue photos: the stored copy's and the thumbnail's keys in the photo store (files or S3), their
 * size, and who sent them. A photo goes with its issue (ON DELETE CASCADE); an issue's photos are
 * read by issue, oldest first (issue_photos_issue). At most 5 per issue is held by the writer
 * under the issue's row lock (issue-photos.repository.ts), not a constraint: PostgreSQL has no
 * count constraint.
 */
export class IssuePhotos1769900000000 implements MigrationInterface {
  name = 'IssuePhotos1769900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE issue_photos (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        issue_id uuid NOT NULL REFERENCES issues (id) ON DELETE CASCADE,
        image_key text NOT NULL,
        thumbnail_key text NOT NULL,
        width integer NOT NULL CHECK (width > 0),
        height integer NOT NULL CHECK (height > 0),
        bytes integer NOT NULL CHECK (bytes > 0),
        uploaded_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX issue_photos_issue ON issue_photos (issue_id, created_at, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE issue_photos`);
  }
}
