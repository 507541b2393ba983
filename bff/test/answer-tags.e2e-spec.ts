// The answer cache's one table of tags (src/answers/answer-tags.ts) is what the database's triggers
// notify: every table it lists has its answer triggers, computing exactly its tags, and no other
// table has any. A migration that changes a table's tags without the table, or the other way round,
// fails here.
import { ANSWER_TAGS, AnswerTable, answerTagsSql } from '../src/answers/answer-tags';
import { bootApp, createTestDatabase, sql, testConfig, TestApp } from './helpers';

let databaseUrl: string;
let app: TestApp;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  app = await bootApp(testConfig(databaseUrl));
});

afterAll(async () => {
  await app?.close();
});

it('puts answer triggers on the tables of the table, and on no other', async () => {
  const rows = await sql<{ table: string; trigger: string }>(
    databaseUrl,
    `SELECT c.relname AS table, t.tgname AS trigger FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      WHERE NOT t.tgisinternal AND t.tgname LIKE 'answers\\_%' ORDER BY 1, 2`,
  );
  const tables = Object.keys(ANSWER_TAGS).sort();
  expect([...new Set(rows.map((row) => row.table))].sort()).toEqual(tables);
  for (const table of tables) {
    expect(rows.filter((row) => row.table === table).map((row) => row.trigger)).toEqual([
      'answers_delete',
      'answers_insert',
      'answers_truncate',
      'answers_update',
    ]);
  }
});

it.each(Object.keys(ANSWER_TAGS) as AnswerTable[])('notifies the tags of the table for a change to %s', async (table) => {
  const [fn] = await sql<{ source: string }>(databaseUrl, `SELECT prosrc AS source FROM pg_proc WHERE proname = $1`, [`groundwork_answers_notify_${table}`]);
  // Both the old rows' and the new rows' tags come from this one list (see migration AnswerChanges).
  const arrays = [...fn.source.matchAll(/unnest\((ARRAY\[.*?\])\) AS tag/g)].map((match) => match[1]);
  const expected = `ARRAY[${answerTagsSql(table).join(', ')}]`;
  expect(arrays).toEqual([expected, expected]);
});
