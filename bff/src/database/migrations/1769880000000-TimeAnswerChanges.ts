import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Timesheets page and a person's week are kept in the answer cache (timesheets.controller.ts
 * names their tags). These triggers make the tables a timesheet is computed from notify their tags
 * as AnswerChanges1768500000000 does for the other tables:
 *   time_entries         time_entries, time_entries:user:<user_id>
 *   breaks               breaks, breaks:user:<user_id>
 *   timesheet_approvals  timesheet_approvals, timesheet_approvals:user:<user_id>
 * The hot writers (clock-in, clock-out, a break's start and end) publish the same tags themselves
 * after their commit and keep them quiet (see AnswerChanges for why); corrections, approvals, the
 * forgotten clock-out sweep, a script or psql are notified by them.
 */
const TIME_TAGS: Record<string, string[]> = {
  time_entries: [`'time_entries'`, `'time_entries:user:' || r.user_id`],
  breaks: [`'breaks'`, `'breaks:user:' || r.user_id`],
  timesheet_approvals: [`'timesheet_approvals'`, `'timesheet_approvals:user:' || r.user_id`],
};

// The answer-cache triggers as migration AnswerChanges1768500000000 made them, copied here so that
// this migration keeps working whatever later code or migrations become.
const CHANNEL = 'groundwork_answers';
const PUBLISHED_BY_APP_SETTING = 'groundwork.answers_published_by_app';
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;

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

export class TimeAnswerChanges1769880000000 implements MigrationInterface {
  name = 'TimeAnswerChanges1769880000000';

  async up(q: QueryRunner): Promise<void> {
    for (const [table, tags] of Object.entries(TIME_TAGS)) for (const statement of answerTriggersSql(table, tags)) await q.query(statement);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of Object.keys(TIME_TAGS)) for (const statement of dropAnswerTriggersSql(table)) await q.query(statement);
  }
}
