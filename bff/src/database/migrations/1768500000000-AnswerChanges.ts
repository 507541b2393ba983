import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each BFF instance keeps the JSON of recent answers in memory, so a repeated read costs no query
 * (answers/answers.service.ts, whose header lists every tag). These triggers are what makes that
 * safe: any change to a row an answer may have been read from (from any instance, a script or
 * psql) NOTIFYs the channel 'groundwork_answers' with the tags it touches, at commit, and every
 * instance drops the answers tagged so. Statement-level with transition tables: a statement
 * touching many rows sends each distinct tag once (PostgreSQL also folds identical payloads within
 * a transaction), and one that touches none sends nothing. UPDATE and DELETE name the old rows'
 * tags, INSERT and UPDATE the new rows' (a shift moved to another day leaves both days). TRUNCATE
 * sends '*': drop everything.
 *
 * A NOTIFY inside a writing transaction makes its commit wait for PostgreSQL's single notify-queue
 * lock, held through the commit's WAL flush, so notifying writers commit one at a time (pgbench,
 * 10 clients inserting a message: 730 tps without a NOTIFY, 100-145 with one). A hot writer
 * (POST /api/messages, POST /api/issues) therefore publishes the same tags itself in the NOTIFY
 * statement it sends right after its commit, and marks its transaction with the transaction-local
 * setting groundwork.answers_published_by_app = 'on' (AnswersService's MARK_PUBLISHED_BY_APP):
 * the triggers' WHEN condition then keeps them from firing (as WHEN, not a test inside the
 * function, it spares the writer the call: ~810 -> ~1,000 tps). Every other writer sets nothing.
 */
const CHANNEL = 'groundwork_answers';
const PUBLISHED_BY_APP_SETTING = 'groundwork.answers_published_by_app';
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;

/** Each table, with the SQL of its tags over one row `r` (a NULL tag is not sent). The first is the table's own. */
const ANSWER_TAGS: Record<string, string[]> = {
  users: [`'users'`, `'user:' || r.id`],
  job_sites: [`'job_sites'`, `'job_site:' || r.id`],
  schedules: [`'schedules'`, `'schedules:worker:' || r.worker_id`, `'schedules:date:' || to_char(r.date, 'YYYY-MM-DD')`],
  time_off_requests: [`'time_off_requests'`, `'time_off_requests:user:' || r.user_id`],
  issues: [`'issues'`],
  notifications: [`'notifications'`, `'notifications:user:' || r.user_id`],
  appointment_requests: [`'appointment_requests'`, `'appointment_requests:client:' || r.client_id`],
};

/** The statements that make `table` notify `tags` (SQL over a row `r`), as described above. */
function answerTriggersSql(table: string, tags: string[]): string[] {
  const fn = `groundwork_answers_notify_${table}`;
  const notifyOf = (rows: string) =>
    `PERFORM pg_notify('${CHANNEL}', tag) FROM (SELECT DISTINCT unnest(ARRAY[${tags.join(', ')}]) AS tag FROM ${rows} r) tags WHERE tag IS NOT NULL;`;
  return [
    `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP = 'TRUNCATE' THEN
         PERFORM pg_notify('${CHANNEL}', '*');
         RETURN NULL;
       END IF;
       IF TG_OP <> 'INSERT' THEN ${notifyOf('old_rows')} END IF;
       IF TG_OP <> 'DELETE' THEN ${notifyOf('new_rows')} END IF;
       RETURN NULL;
     END $$`,
    ...EVENTS.map((event) => {
      const transition = [event !== 'INSERT' ? 'OLD TABLE AS old_rows' : '', event !== 'DELETE' ? 'NEW TABLE AS new_rows' : ''].join(' ');
      return `CREATE TRIGGER answers_${event.toLowerCase()} AFTER ${event} ON ${table} REFERENCING ${transition} FOR EACH STATEMENT
                WHEN (current_setting('${PUBLISHED_BY_APP_SETTING}', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION ${fn}()`;
    }),
    `CREATE TRIGGER answers_truncate AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
  ];
}

function dropAnswerTriggersSql(table: string): string[] {
  return [
    ...[...EVENTS, 'TRUNCATE'].map((event) => `DROP TRIGGER IF EXISTS answers_${event.toLowerCase()} ON ${table}`),
    `DROP FUNCTION IF EXISTS groundwork_answers_notify_${table}()`,
  ];
}

export class AnswerChanges1768500000000 implements MigrationInterface {
  name = 'AnswerChanges1768500000000';

  async up(q: QueryRunner): Promise<void> {
    for (const [table, tags] of Object.entries(ANSWER_TAGS)) for (const statement of answerTriggersSql(table, tags)) await q.query(statement);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of Object.keys(ANSWER_TAGS)) for (const statement of dropAnswerTriggersSql(table)) await q.query(statement);
  }
}
