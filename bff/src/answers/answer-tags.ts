// The one table of the answer cache's tags: which tags a change to a row of each table notifies.
// Everything else is derived from it or checked against it:
// - readers name their tags with it (`ANSWER_TAGS.schedules.worker.of(id)`, or a table's name for
//   any change to that table) in their @CachedAnswer declaration;
// - the database triggers notify exactly these (SQL over the changed row `r`, `answerTagsSql`);
//   migrations are self-contained, so a migration that adds or changes a table's tags copies the
//   SQL `answerTagsSql(table)` prints, and test/answer-tags.e2e-spec.ts fails until the installed
//   trigger functions match this table (every table listed has its triggers, no other has any);
// - the writers that publish their own tags after their commit (POST /api/messages, POST
//   /api/issues, clock-in and clock-out, a break's start and end: migration
//   1768500000000-AnswerChanges says why) call `rowTags` on the rows they wrote, so they send what
//   the triggers would have.
// Every tag of a table's row is `<table>` (any change to the table: counts, pages whose membership
// or order any row can change) plus the narrower ones below. A NULL column gives no tag.

/** One narrower tag of a changed row: a prefix and the row's value(s). */
export interface RowTag {
  /** The tag for the given value(s), as a reader names it. */
  of(...values: string[]): string;
  /** The tag of a row (its columns by name), or null when a column is NULL. */
  ofRow(row: RowValues): string | null;
  /** The same as SQL over the row `r`, as the trigger computes it. */
  readonly sql: string;
}

/** A row's columns by name, as pg returns them. */
type RowValues = Readonly<Record<string, unknown>>;

function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).toLowerCase();
}

/** `<prefix>:<column>` (uuids and enums as PostgreSQL prints them: lowercase). */
function column(prefix: string, name: string): RowTag {
  return {
    of: (value) => `${prefix}:${value.toLowerCase()}`,
    ofRow: (row) => {
      const value = text(row[name]);
      return value === null ? null : `${prefix}:${value}`;
    },
    sql: `'${prefix}:' || r.${name}`,
  };
}

/** `<prefix>:<YYYY-MM-DD>` of a date column. */
function day(prefix: string, name: string): RowTag {
  return { ...column(prefix, name), sql: `'${prefix}:' || to_char(r.${name}, 'YYYY-MM-DD')` };
}

/** `<prefix>:<least>:<greatest>` of two uuid columns, whichever way round the row has them. */
function pair(prefix: string, first: string, second: string): RowTag {
  // PostgreSQL orders uuids as their lowercase text orders: LEAST/GREATEST in the trigger agree.
  const of = (a: string, b: string): string => {
    const [x, y] = [a.toLowerCase(), b.toLowerCase()];
    return x < y ? `${prefix}:${x}:${y}` : `${prefix}:${y}:${x}`;
  };
  return {
    of: (a, b) => of(a, b),
    ofRow: (row) => {
      const [a, b] = [text(row[first]), text(row[second])];
      return a === null || b === null ? null : of(a, b);
    },
    sql: `'${prefix}:' || LEAST(r.${first}, r.${second}) || ':' || GREATEST(r.${first}, r.${second})`,
  };
}

export const ANSWER_TAGS = {
  users: { user: column('user', 'id') },
  job_sites: { jobSite: column('job_site', 'id') },
  schedules: { worker: column('schedules:worker', 'worker_id'), date: day('schedules:date', 'date') },
  time_off_requests: { user: column('time_off_requests:user', 'user_id') },
  issues: {},
  notifications: { user: column('notifications:user', 'user_id'), role: column('notifications:role', 'audience') },
  notification_reads: { user: column('notifications:user', 'user_id') },
  appointment_requests: { client: column('appointment_requests:client', 'client_id') },
  messages: { pair: pair('messages:pair', 'sender_id', 'recipient_id'), to: column('messages:to', 'recipient_id') },
  conversations: { user: column('conversations:user', 'user_id') },
  time_entries: { user: column('time_entries:user', 'user_id') },
  breaks: { user: column('breaks:user', 'user_id') },
  timesheet_approvals: { user: column('timesheet_approvals:user', 'user_id') },
} satisfies Record<string, Record<string, RowTag>>;

export type AnswerTable = keyof typeof ANSWER_TAGS;

/** Every tag a change to `row` of `table` notifies (the triggers' tags, for a writer that publishes them itself). */
export function rowTags(table: AnswerTable, row: object): string[] {
  const rules: Record<string, RowTag> = ANSWER_TAGS[table];
  return [table, ...Object.values(rules).map((rule) => rule.ofRow(row as RowValues))].filter((tag): tag is string => tag !== null);
}

/** The trigger's tag expressions for `table`, in order: its name, then its narrower tags. */
export function answerTagsSql(table: AnswerTable): string[] {
  const rules: Record<string, RowTag> = ANSWER_TAGS[table];
  return [`'${table}'`, ...Object.values(rules).map((rule) => rule.sql)];
}
