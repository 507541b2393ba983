import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a notification is about, so the bell can link to it: a kind (a shift, a time-off request,
 * an issue, a supply order...) and, when it names one row, that row's id. NULL for the rows made
 * before (they stay in the bell, without a link). Not a foreign key: the row may be deleted later
 * (a cancelled shift) and the notification stays.
 */
export class NotificationSubjects1768723000000 implements MigrationInterface {
  name = 'NotificationSubjects1768723000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notifications ADD COLUMN subject_kind varchar(30), ADD COLUMN subject_id uuid`);
    await q.query(`ALTER TABLE notifications ADD CONSTRAINT notifications_subject_has_kind CHECK (subject_id IS NULL OR subject_kind IS NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_subject_has_kind`);
    await q.query(`ALTER TABLE notifications DROP COLUMN subject_id, DROP COLUMN subject_kind`);
  }
}
