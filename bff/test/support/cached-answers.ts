// What the answer-cache tests (answers.e2e-spec, chat-answers.e2e-spec) do on two instances of one
// database: read as someone, have both instances keep an answer, read until a change shows, and
// turn a table's answer triggers off for a control.
import request from 'supertest';
import { type Person, settledRead, sql, type TestApp } from '../helpers';

export type Body = any;

export function readAs(target: TestApp, person: Person, path: string): request.Test {
  return request(target.baseUrl).get(path).set('Cookie', person.cookie);
}

/** Reads `path` as `person` on each instance twice, in turn (so each keeps it), and returns the answer. */
export async function keptByAll(targets: readonly TestApp[], person: Person, path: string): Promise<Body> {
  let body: Body;
  for (const target of [...targets, ...targets]) {
    const response = await readAs(target, person, path);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    body = response.body;
  }
  return body;
}

/** The answer on each instance once `settled` holds (settledRead: at most 2 s each): what each ends on. */
export async function settledOnAll(
  targets: readonly TestApp[],
  person: Person,
  path: string,
  settled: (response: request.Response) => boolean,
): Promise<request.Response[]> {
  const responses: request.Response[] = [];
  for (const target of targets) responses.push(await settledRead(() => readAs(target, person, path), settled));
  return responses;
}

/** Runs `change` with the answer triggers of `tables` off: the control of a cache test. */
export async function withAnswerTriggersOff(databaseUrl: string, tables: readonly string[], change: () => Promise<unknown>): Promise<void> {
  const triggers = (verb: 'DISABLE' | 'ENABLE') => ['insert', 'update', 'delete'].map((event) => `${verb} TRIGGER answers_${event}`).join(', ');
  for (const table of tables) await sql(databaseUrl, `ALTER TABLE ${table} ${triggers('DISABLE')}`);
  try {
    await change();
  } finally {
    for (const table of tables) await sql(databaseUrl, `ALTER TABLE ${table} ${triggers('ENABLE')}`);
  }
}
