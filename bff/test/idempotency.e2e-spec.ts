// Idempotency-Key: a repeated write answers its first answer and does nothing again; the key is the
// person's; the database decides between two requests with one key; a failure releases the key.
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { Client } from 'pg';
import { IdempotencyService } from '../src/idempotency/idempotency.service';
import { canonicalBody, requestFingerprint } from '../src/idempotency/request-fingerprint';
import { bootApp, createTestDatabase, Person, registerAs, settledRead, sql, TestApp, testConfig } from './helpers';

const ISSUE = { title: 'Loose railing', description: 'Second floor, east stairs', severity: 'high' };

describe('Idempotency-Key', () => {
  let databaseUrl: string;
  let target: TestApp;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    target = await bootApp(testConfig(databaseUrl));
  });

  afterAll(async () => target?.close());

  const entriesOf = async (person: Person) => sql(databaseUrl, `SELECT id FROM time_entries WHERE user_id = $1`, [person.user.id]);

  it('answers a repeated clock-in with the first answer, and one entry is made', async () => {
    const worker = await registerAs(target, 'worker');
    const key = randomUUID();
    const first = await worker.agent.post('/api/time-entries/clock-in').set('Idempotency-Key', key).send({});
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await worker.agent.post('/api/time-entries/clock-in').set('Idempotency-Key', key).send({});
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.body).toEqual(first.body);
    expect(await entriesOf(worker)).toHaveLength(1);
    // Without a key, a second clock-in is the refusal it always was.
    expect((await worker.agent.post('/api/time-entries/clock-in').send({})).status).toBe(409);
  });

  it('answers a repeated refusal with the same refusal (a 4xx is kept)', async () => {
    const worker = await registerAs(target, 'worker');
    await worker.agent.post('/api/time-entries/clock-in').send({}).expect(201);
    const key = randomUUID();
    const refused = await worker.agent.post('/api/time-entries/clock-in').set('Idempotency-Key', key).send({});
    expect(refused.status).toBe(409);
    await worker.agent.post('/api/time-entries/clock-out').send({}).expect(200);
    // Clocked out now, yet the queued clock-in's repeat is still the refusal it got: nothing is done again.
    const again = await worker.agent.post('/api/time-entries/clock-in').set('Idempotency-Key', key).send({});
    expect(again.status).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(refused.body);
    expect(await entriesOf(worker)).toHaveLength(1);
  });

  it('refuses the same key with another body or on another route (422), changing nothing', async () => {
    const foreman = await registerAs(target, 'foreman');
    const key = randomUUID();
    const created = await foreman.agent.post('/api/issues').set('Idempotency-Key', key).send(ISSUE).expect(201);
    const otherBody = await foreman.agent
      .post('/api/issues')
      .set('Idempotency-Key', key)
      .send({ ...ISSUE, title: 'Another railing' });
    expect(otherBody.status).toBe(422);
    expect(otherBody.body.message).toBe('This Idempotency-Key was already used for a different request: use a new key for a new request');
    const otherRoute = await foreman.agent.post('/api/breaks').set('Idempotency-Key', key).send({ breakType: 'break' });
    expect(otherRoute.status).toBe(422);
    const issues = await sql(databaseUrl, `SELECT id FROM issues WHERE reported_by_id = $1`, [foreman.user.id]);
    expect(issues).toEqual([{ id: created.body.id }]);
    expect(await sql(databaseUrl, `SELECT id FROM breaks WHERE user_id = $1`, [foreman.user.id])).toHaveLength(0);
    // The same body with its keys in another order is the same request.
    const reordered = await foreman.agent
      .post('/api/issues')
      .set('Idempotency-Key', key)
      .send({ severity: ISSUE.severity, description: ISSUE.description, title: ISSUE.title });
    expect(reordered.status).toBe(201);
    expect(reordered.headers['idempotent-replayed']).toBe('true');
  });

  it('tells one break’s end from another’s under one key (the path is part of the request)', async () => {
    const worker = await registerAs(target, 'worker');
    await worker.agent.post('/api/time-entries/clock-in').send({}).expect(201);
    const first = await worker.agent.post('/api/breaks').send({ breakType: 'break' }).expect(201);
    const key = randomUUID();
    const ended = await worker.agent.patch(`/api/breaks/${first.body.id}/end`).set('Idempotency-Key', key).expect(200);
    const replay = await worker.agent.patch(`/api/breaks/${first.body.id}/end`).set('Idempotency-Key', key);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(ended.body);
    const second = await worker.agent.post('/api/breaks').send({ breakType: 'meal' }).expect(201);
    expect((await worker.agent.patch(`/api/breaks/${second.body.id}/end`).set('Idempotency-Key', key)).status).toBe(422);
  });

  it('keeps keys per person: another person’s same key is unrelated', async () => {
    const first = await registerAs(target, 'worker');
    const second = await registerAs(target, 'worker');
    const key = randomUUID();
    await first.agent.post('/api/time-entries/clock-in').set('Idempotency-Key', key).send({}).expect(201);
    const other = await second.agent.post('/api/time-entries/clock-in').set('Idempotency-Key', key).send({});
    expect(other.status).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(other.body.userId).toBe(second.user.id);
    expect(await entriesOf(second)).toHaveLength(1);
  });

  it('lets the database decide between two requests with one key: the one arriving while the first runs gets 409 with Retry-After', async () => {
    const worker = await registerAs(target, 'worker');
    const key = randomUUID();
    const lock = new Client({ connectionString: databaseUrl });
    await lock.connect();
    try {
      await lock.query('BEGIN');
      await lock.query('LOCK TABLE time_entries IN SHARE MODE');
      const firstDone = worker.agent
        .post('/api/time-entries/clock-in')
        .set('Idempotency-Key', key)
        .send({})
        .then((r) => r);
      const waiting = await settledRead(
        () => sql(databaseUrl, `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`),
        (rows) => rows.length === 1,
        5000,
      );
      expect(waiting).toHaveLength(1);
      const second = await worker.agent.post('/api/time-entries/clock-in').set('Idempotency-Key', key).send({});
      expect(second.status).toBe(409);
      expect(second.headers['retry-after']).toBe('1');
      expect(second.body.message).toBe('A request with this Idempotency-Key is still being processed. Please try again in a moment.');
      await lock.query('COMMIT');
      expect((await firstDone).status).toBe(201);
    } finally {
      await lock.end();
    }
    const third = await worker.agent.post('/api/time-entries/clock-in').set('Idempotency-Key', key).send({});
    expect(third.status).toBe(201);
    expect(third.headers['idempotent-replayed']).toBe('true');
    expect(await entriesOf(worker)).toHaveLength(1);
  });

  it('makes one entry of many simultaneous requests with one key: one 201, the others 409 or the replay', async () => {
    const worker = await registerAs(target, 'worker');
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => worker.agent.post('/api/time-entries/clock-in').set('Idempotency-Key', key).send({})));
    const fresh = answers.filter((a) => a.status === 201 && a.headers['idempotent-replayed'] === undefined);
    expect(fresh).toHaveLength(1);
    for (const answer of answers) {
      if (answer === fresh[0]) continue;
      if (answer.status === 409) expect(answer.headers['retry-after']).toBe('1');
      else expect([answer.status, answer.headers['idempotent-replayed'], answer.body]).toEqual([201, 'true', fresh[0].body]);
    }
    expect(await entriesOf(worker)).toHaveLength(1);
  });

  it('releases the key when the work fails with a 5xx, so the retry runs', async () => {
    const worker = await registerAs(target, 'worker');
    const key = randomUUID();
    await sql(
      databaseUrl,
      `CREATE FUNCTION idempotency_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN IF NEW.user_id = '${worker.user.id}' THEN RAISE EXCEPTION 'failing on purpose' USING ERRCODE = 'XX000'; END IF; RETURN NEW; END $$`,
    );
    await sql(databaseUrl, `CREATE TRIGGER idempotency_test_fail BEFORE INSERT ON time_entries FOR EACH ROW EXECUTE FUNCTION idempotency_test_fail()`);
    try {
      const failed = await worker.agent.post('/api/time-entries/clock-in').set('Idempotency-Key', key).send({});
      expect(failed.status).toBe(500);
      expect(await sql(databaseUrl, `SELECT 1 FROM idempotency_keys WHERE user_id = $1`, [worker.user.id])).toHaveLength(0);
    } finally {
      await sql(databaseUrl, `DROP TRIGGER idempotency_test_fail ON time_entries`);
      await sql(databaseUrl, `DROP FUNCTION idempotency_test_fail()`);
    }
    const retried = await worker.agent.post('/api/time-entries/clock-in').set('Idempotency-Key', key).send({});
    expect(retried.status).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await entriesOf(worker)).toHaveLength(1);
  });

  it('takes over a claim whose request died without an answer, after ABANDONED_CLAIM_SECONDS', async () => {
    const worker = await registerAs(target, 'worker');
    const key = randomUUID();
    const fingerprint = requestFingerprint({ method: 'POST', role: 'worker', route: '/api/time-entries/clock-in', params: {}, query: {}, body: {} });
    await sql(databaseUrl, `INSERT INTO idempotency_keys (user_id, key, fingerprint, claimed_at) VALUES ($1, $2, $3, now() - interval '1 minute')`, [
      worker.user.id,
      key,
      fingerprint,
    ]);
    expect((await worker.agent.post('/api/time-entries/clock-in').set('Idempotency-Key', key).send({})).status).toBe(409);
    await sql(databaseUrl, `UPDATE idempotency_keys SET claimed_at = now() - interval '3 minutes' WHERE user_id = $1`, [worker.user.id]);
    expect((await worker.agent.post('/api/time-entries/clock-in').set('Idempotency-Key', key).send({})).status).toBe(201);
    expect(await entriesOf(worker)).toHaveLength(1);
  });

  it('keeps keys 7 days, then the sweep drops them', async () => {
    const worker = await registerAs(target, 'worker');
    const kept = randomUUID();
    const old = randomUUID();
    await worker.agent.post('/api/issues').set('Idempotency-Key', kept).send(ISSUE).expect(201);
    await worker.agent.post('/api/issues').set('Idempotency-Key', old).send(ISSUE).expect(201);
    await sql(databaseUrl, `UPDATE idempotency_keys SET created_at = now() - interval '6 days 23 hours' WHERE key = $1`, [kept]);
    await sql(databaseUrl, `UPDATE idempotency_keys SET created_at = now() - interval '7 days 1 minute' WHERE key = $1`, [old]);
    expect(await target.app.get(IdempotencyService).sweep()).toBeGreaterThanOrEqual(1);
    const left = await sql<{ key: string }>(databaseUrl, `SELECT key FROM idempotency_keys WHERE user_id = $1`, [worker.user.id]);
    expect(left.map((row) => row.key)).toEqual([kept]);
    const replay = await worker.agent.post('/api/issues').set('Idempotency-Key', kept).send(ISSUE);
    expect(replay.headers['idempotent-replayed']).toBe('true');
  });

  it('refuses a malformed key with a 400 and does nothing', async () => {
    const worker = await registerAs(target, 'worker');
    for (const bad of ['short', 'x'.repeat(256), 'has space in it', 'tab\tinside-key', 'ñandú-key-123']) {
      const response = await worker.agent.post('/api/time-entries/clock-in').set('Idempotency-Key', bad).send({});
      expect([bad, response.status, response.body.message]).toEqual([
        bad,
        400,
        'The Idempotency-Key header must be 8 to 255 visible ASCII characters (a UUID, for example)',
      ]);
    }
    expect(await entriesOf(worker)).toHaveLength(0);
    // Spanish for a Spanish reader.
    await worker.agent.patch('/api/auth/user').send({ language: 'es' }).expect(200);
    const spanish = await worker.agent.post('/api/time-entries/clock-in').set('Idempotency-Key', 'short').send({});
    expect([spanish.status, spanish.body.message]).toEqual([
      400,
      'El encabezado Idempotency-Key debe tener de 8 a 255 caracteres ASCII visibles (por ejemplo, un UUID)',
    ]);
  });

  it('fingerprints a file by its bytes', () => {
    const one = { photo: Buffer.from('first image bytes'), note: 'a' };
    const two = { photo: Buffer.from('other image bytes'), note: 'a' };
    expect(canonicalBody(one)).not.toEqual(canonicalBody(two));
    const parts = (body: unknown) =>
      requestFingerprint({ method: 'POST', role: 'worker', route: '/api/issues/:id/photos', params: { id: 'x' }, query: {}, body });
    expect(parts(one)).not.toBe(parts(two));
    expect(parts({ note: 'a', photo: Buffer.from('first image bytes') })).toBe(parts(one));
    expect(() => canonicalBody({ photo: new PassThrough() })).toThrow(/stream/);
    // The role is part of the request: a key's first answer is not replayed to the person under another role.
    expect(requestFingerprint({ method: 'POST', role: 'foreman', route: '/api/issues/:id/photos', params: { id: 'x' }, query: {}, body: one })).not.toBe(
      parts(one),
    );
  });

  it('refuses a body nested deeper than any the API takes (400), not a stack overflow', async () => {
    const worker = await registerAs(target, 'worker');
    // 40,000 levels in 80 KB: JSON.parse takes it; walking it level by level would overflow the stack.
    const deep = `${'['.repeat(40_000)}"bottom"${']'.repeat(40_000)}`;
    const response = await worker.agent
      .post('/api/issues')
      .set('Idempotency-Key', randomUUID())
      .set('Content-Type', 'application/json')
      .send(`{"title":"Deep","description":${deep}}`);
    expect([response.status, response.body.message]).toEqual([400, 'Malformed JSON in request body']);
  });
});
