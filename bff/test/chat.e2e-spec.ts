// Direct messages: audience rules both ways, validation, pages, unread counts, and delivery over
// /ws from one BFF instance to a socket on another.
import request from 'supertest';
import { conversationPageSql } from '../src/messages/messages.repository';
import { arriveTogether, bootApp, createTestDatabase, openSocket, Person, registerAs, sql, TestApp, testConfig } from './helpers';

let databaseUrl: string;
let instanceA: TestApp;
let instanceB: TestApp;
let admin: Person;
let foreman: Person;
let worker: Person;
let client: Person;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  const config = testConfig(databaseUrl);
  instanceA = await bootApp(config);
  instanceB = await bootApp(config);
  admin = await registerAs(instanceA, 'admin', { firstName: 'Maria', lastName: 'Kowalski' });
  foreman = await registerAs(instanceA, 'foreman');
  worker = await registerAs(instanceA, 'worker', { firstName: 'Luis', lastName: 'Hernandez' });
  client = await registerAs(instanceA, 'client');
});

afterAll(async () => {
  await instanceA?.close();
  await instanceB?.close();
});

const post = (from: Person, recipientId: string, message: string) => from.agent.post('/api/messages').send({ recipientId, message, channelType: 'direct' });

/** Inserts `count` messages alternating between two people, one second apart, oldest first. */
async function seedConversation(a: Person, b: Person, count: number, start = '2026-01-01T08:00:00Z'): Promise<string[]> {
  const rows = await sql<{ id: string }>(
    databaseUrl,
    `INSERT INTO messages (sender_id, recipient_id, message, created_at)
     SELECT CASE WHEN n % 2 = 0 THEN $1::uuid ELSE $2::uuid END, CASE WHEN n % 2 = 0 THEN $2::uuid ELSE $1::uuid END,
            'message ' || n, $4::timestamptz + n * interval '1 second'
       FROM generate_series(1, $3::int) AS n
     RETURNING id, created_at`,
    [a.user.id, b.user.id, count, start],
  );
  return rows.map((row) => row.id);
}

describe('who may talk to whom', () => {
  it('lists each role its audience, never the viewer', async () => {
    const names = async (person: Person) =>
      ((await person.agent.get('/api/messages/contacts')).body as Array<{ user: { id: string; role: string } }>).map((c) => c.user.role).sort();
    expect(await names(client)).toEqual(['admin']);
    expect(await names(foreman)).toEqual(['admin', 'worker']);
    expect(await names(worker)).toEqual(['admin', 'client', 'foreman']);
    expect(await names(admin)).toEqual(['client', 'foreman', 'worker']);
    const contacts = (await client.agent.get('/api/messages/contacts')).body;
    expect(contacts[0].user).toEqual({ id: admin.user.id, firstName: 'Maria', lastName: 'Kowalski', role: 'admin', profileImageUrl: null });
    expect(contacts[0].user.email).toBeUndefined();
  });

  it('a client can neither message a worker nor read that conversation; nothing is stored', async () => {
    const before = await sql(databaseUrl, `SELECT count(*)::int AS n FROM messages`);
    const sent = await post(client, worker.user.id, 'Hi worker');
    expect(sent.status).toBe(403);
    expect(sent.body.message).toBe('You cannot message this person');
    expect((await client.agent.get(`/api/messages/${worker.user.id}`)).status).toBe(403);
    expect((await client.agent.patch(`/api/messages/${worker.user.id}/read`)).status).toBe(403);
    expect(await sql(databaseUrl, `SELECT count(*)::int AS n FROM messages`)).toEqual(before);
  });

  it('a foreman cannot message a client, and nobody can message themself', async () => {
    expect((await post(foreman, client.user.id, 'Hi')).status).toBe(403);
    expect((await post(worker, worker.user.id, 'Note to self')).status).toBe(403);
  });

  it('an unknown recipient is a 404', async () => {
    const response = await post(admin, '0b6c3f1e-0000-4000-8000-000000000001', 'Hello?');
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('User not found');
  });
});

describe('sending', () => {
  it('stores the trimmed text as sent (no HTML processing), the sender from the session', async () => {
    const text = '  <b>Bring the</b> <script>alert(1)</script> & "ladders"\nline two  ';
    const response = await post(worker, admin.user.id, text);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ senderId: worker.user.id, recipientId: admin.user.id, message: text.trim(), channelType: 'direct' });
    const [row] = await sql<{ message: string; sender_id: string }>(databaseUrl, `SELECT message, sender_id FROM messages WHERE id = $1`, [response.body.id]);
    expect(row).toEqual({ message: text.trim(), sender_id: worker.user.id });
  });

  it('refuses blank or too long text, a missing recipient, another channel, or a sender id with a 400', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ recipientId: admin.user.id, message: '   \n\t ' }, 'Message is required'],
      [{ recipientId: admin.user.id }, 'Message is required'],
      [{ recipientId: admin.user.id, message: 'x'.repeat(4001) }, 'Message must be at most 4000 characters'],
      [{ message: 'Hello' }, 'Please select a recipient'],
      [{ recipientId: 'nobody', message: 'Hello' }, 'Please select a recipient'],
      [{ recipientId: admin.user.id, message: 'Hello', channelType: 'group' }, 'channelType must be direct'],
      [{ recipientId: admin.user.id, message: 'Hello', senderId: foreman.user.id }, 'Unexpected field: senderId'],
    ];
    for (const [body, message] of cases) {
      const response = await worker.agent.post('/api/messages').send(body);
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
    }
    const accepted = await post(worker, admin.user.id, 'x'.repeat(4000));
    expect(accepted.status).toBe(201);
  });

  it('the database refuses a message to oneself and empty text even without the API', async () => {
    await expect(sql(databaseUrl, `INSERT INTO messages (sender_id, recipient_id, message) VALUES ($1, $1, 'x')`, [worker.user.id])).rejects.toThrow(
      /messages_not_to_self/,
    );
    await expect(
      sql(databaseUrl, `INSERT INTO messages (sender_id, recipient_id, message) VALUES ($1, $2, '')`, [worker.user.id, admin.user.id]),
    ).rejects.toThrow(/check/);
  });
});

describe('messages that arrive together (one statement each)', () => {
  it('stores each for its own recipient in its own transaction; an unknown or forbidden recipient, or text the database refuses, fails alone', async () => {
    const send = (from: Person, recipientId: string, message: string) => () => post(from, recipientId, message).then((response) => response);
    const responses = await arriveTogether(databaseUrl, 'messages', send(worker, admin.user.id, 'Together: alone first'), [
      send(worker, foreman.user.id, 'Together: to the foreman'),
      send(admin, client.user.id, 'Together: to the client'),
      send(client, worker.user.id, 'Together: a client to a worker'),
      send(foreman, '00000000-0000-4000-8000-000000000000', 'Together: to nobody'),
      send(client, admin.user.id, 'Together: from the client'),
    ]);
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 403, 404, 201]);
    expect(responses.map((response) => response.body.recipientId ?? response.body.message)).toEqual([
      admin.user.id,
      foreman.user.id,
      client.user.id,
      'You cannot message this person',
      'User not found',
      admin.user.id,
    ]);
    const stored = await sql<{ sender_id: string; recipient_id: string; message: string; tx: string }>(
      databaseUrl,
      `SELECT sender_id, recipient_id, message, xmin::text AS tx FROM messages WHERE message LIKE 'Together:%' ORDER BY message`,
    );
    expect(stored.map(({ sender_id, recipient_id, message }) => [message, sender_id, recipient_id])).toEqual([
      ['Together: alone first', worker.user.id, admin.user.id],
      ['Together: from the client', client.user.id, admin.user.id],
      ['Together: to the client', admin.user.id, client.user.id],
      ['Together: to the foreman', worker.user.id, foreman.user.id],
    ]);
    // One statement per request, so one transaction each: nothing waits to be batched with others.
    expect(new Set(stored.map((row) => row.tx)).size).toBe(4);

    // Messages of one conversation sent together keep the order they were stored in.
    const together = await arriveTogether(databaseUrl, 'messages', send(worker, admin.user.id, 'Order: first'), [
      send(worker, admin.user.id, 'Order: one'),
      send(worker, admin.user.id, 'Order: two'),
    ]);
    expect(together.map((response) => response.status)).toEqual([201, 201, 201]);
    // Each row its own instant (to the microsecond; the JSON shows milliseconds).
    const instants = await sql<{ id: string; at: string }>(
      databaseUrl,
      `SELECT id, to_char(created_at, 'HH24:MI:SS.US') AS at FROM messages WHERE message LIKE 'Order:%' ORDER BY created_at, id`,
    );
    expect(new Set(instants.map((row) => row.at)).size).toBe(3);
    const page = (await admin.agent.get(`/api/messages/${worker.user.id}`)).body as Array<{ id: string }>;
    expect(page.slice(-3).map((message) => message.id)).toEqual(instants.map((row) => row.id));
    const [contact] = (await admin.agent.get('/api/messages/contacts')).body as Array<{ user: { id: string }; lastMessage: { id: string } }>;
    expect(contact).toMatchObject({ user: { id: worker.user.id }, lastMessage: { id: instants[2].id } });

    const bad = await arriveTogether(databaseUrl, 'messages', send(worker, admin.user.id, 'Apart: first'), [
      send(worker, foreman.user.id, 'Apart: fine'),
      send(admin, worker.user.id, 'Apart: bad \u0000 byte'),
    ]);
    expect(bad.map((response) => response.status)).toEqual([201, 201, 400]);
    expect(
      (await sql<{ message: string }>(databaseUrl, `SELECT message FROM messages WHERE message LIKE 'Apart:%' ORDER BY message`)).map((row) => row.message),
    ).toEqual(['Apart: fine', 'Apart: first']);
  });
});

describe('pages of a conversation', () => {
  let a: Person;
  let b: Person;
  let ids: string[];

  beforeAll(async () => {
    a = await registerAs(instanceA, 'worker');
    b = await registerAs(instanceA, 'foreman');
    ids = await seedConversation(a, b, 120);
    // Noise in other conversations of the same people must never leak into this one.
    await seedConversation(a, admin, 5);
    await seedConversation(b, worker, 5);
  });

  it('gives the newest 50, oldest to newest, then older pages by ?before=<id>, the same from both sides', async () => {
    const first = await a.agent.get(`/api/messages/${b.user.id}`);
    expect(first.status).toBe(200);
    expect(first.body.map((m: { id: string }) => m.id)).toEqual(ids.slice(70));
    expect(first.body[49]).toMatchObject({ message: 'message 120', senderId: a.user.id, recipientId: b.user.id });
    const fromB = await b.agent.get(`/api/messages/${a.user.id}`);
    expect(fromB.body).toEqual(first.body);

    const second = await a.agent.get(`/api/messages/${b.user.id}?before=${first.body[0].id}`);
    expect(second.body.map((m: { id: string }) => m.id)).toEqual(ids.slice(20, 70));
    const third = await a.agent.get(`/api/messages/${b.user.id}?before=${second.body[0].id}&limit=50`);
    expect(third.body.map((m: { id: string }) => m.id)).toEqual(ids.slice(0, 20));
    const end = await a.agent.get(`/api/messages/${b.user.id}?before=${ids[0]}`);
    expect(end.body).toEqual([]);
  });

  it('honours limit and refuses a bad one or a bad cursor', async () => {
    const ten = await a.agent.get(`/api/messages/${b.user.id}?limit=10`);
    expect(ten.body.map((m: { id: string }) => m.id)).toEqual(ids.slice(110));
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'before=nope', 'extra=1']) {
      const response = await a.agent.get(`/api/messages/${b.user.id}?${query}`);
      expect(response.status).toBe(400);
      expect(typeof response.body.message).toBe('string');
    }
    const unknownCursor = await a.agent.get(`/api/messages/${b.user.id}?before=0b6c3f1e-0000-4000-8000-000000000002`);
    expect(unknownCursor.status).toBe(404);
  });

  it('keeps messages of the same instant in one order across pages', async () => {
    const c = await registerAs(instanceA, 'worker');
    const d = await registerAs(instanceA, 'worker');
    await sql(
      databaseUrl,
      `INSERT INTO messages (sender_id, recipient_id, message, created_at)
       SELECT $1, $2, 'same ' || n, '2026-02-01T00:00:00Z' FROM generate_series(1, 7) AS n`,
      [c.user.id, d.user.id],
    );
    const seen: string[] = [];
    let before = '';
    for (;;) {
      const page = (await c.agent.get(`/api/messages/${d.user.id}?limit=3${before ? `&before=${before}` : ''}`)).body as Array<{ id: string }>;
      if (page.length === 0) break;
      seen.unshift(...page.map((m) => m.id));
      before = page[0].id;
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
  });

  it('a page is a backward range scan of messages_conversation_page, with no sort, on a large table', async () => {
    // 60,000 rows in 40 conversations, so the planner weighs a real table (no timing asserted).
    await sql(
      databaseUrl,
      `WITH people AS (
         INSERT INTO users (first_name, last_name, email, phone_number, role, password_hash)
         SELECT 'Bulk', 'Person ' || n, 'bulk' || n || '@example.com', '555', 'worker', 'x' FROM generate_series(1, 40) AS n
         RETURNING id
       ), numbered AS (SELECT id, row_number() OVER () AS n FROM people)
       INSERT INTO messages (sender_id, recipient_id, message, created_at)
       SELECT s.id, r.id, 'bulk', now() - g * interval '1 minute'
         FROM numbered s JOIN numbered r ON r.n = s.n % 40 + 1, generate_series(1, 1500) AS g`,
    );
    await sql(databaseUrl, 'ANALYZE messages');
    const values = [`'${a.user.id}'`, `'${b.user.id}'`, '50', `'${ids[60]}'`];
    for (const withCursor of [false, true]) {
      const query = conversationPageSql(withCursor).replace(/\$(\d)/g, (_match, n: string) => values[Number(n) - 1]);
      const plan = await sql<{ 'QUERY PLAN': string }>(databaseUrl, `EXPLAIN ${query}`);
      const text = plan.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toMatch(/Index Scan Backward using messages_conversation_page on messages m/);
      expect(text).not.toMatch(/Sort|Seq Scan on messages m/);
    }
  });
});

describe('unread counts and last messages', () => {
  it('counts unread messages per person, previews the last one, and clears on opening', async () => {
    const boss = await registerAs(instanceA, 'admin', { firstName: 'Ada', lastName: 'Boss' });
    const hand = await registerAs(instanceA, 'worker');
    await post(boss, hand.user.id, 'First');
    await post(boss, hand.user.id, `Second ${'y'.repeat(300)}`);
    await post(hand, boss.user.id, 'My reply');
    await post(boss, hand.user.id, 'Third and newest');

    const contacts = (await hand.agent.get('/api/messages/contacts')).body as Array<{
      user: { id: string };
      unreadCount: number;
      lastMessage: { preview: string; senderId: string } | null;
    }>;
    const withBoss = contacts.find((c) => c.user.id === boss.user.id)!;
    expect(withBoss.unreadCount).toBe(3);
    expect(withBoss.lastMessage).toMatchObject({ preview: 'Third and newest', senderId: boss.user.id });
    // The most recent conversation comes first.
    expect(contacts[0].user.id).toBe(boss.user.id);
    const bossSide = ((await boss.agent.get('/api/messages/contacts')).body as typeof contacts).find((c) => c.user.id === hand.user.id)!;
    expect(bossSide.unreadCount).toBe(1);

    const marked = await hand.agent.patch(`/api/messages/${boss.user.id}/read`);
    expect(marked.body).toEqual({ markedRead: 3 });
    const after = ((await hand.agent.get('/api/messages/contacts')).body as typeof contacts).find((c) => c.user.id === boss.user.id)!;
    expect(after.unreadCount).toBe(0);
    // Reading my side does not read the other side's copy.
    const bossAfter = ((await boss.agent.get('/api/messages/contacts')).body as typeof contacts).find((c) => c.user.id === hand.user.id)!;
    expect(bossAfter.unreadCount).toBe(1);
    expect((await hand.agent.patch(`/api/messages/${boss.user.id}/read`)).body).toEqual({ markedRead: 0 });
  });

  it("totals the unread messages (the sidebar's badge) on every instance, from the people the list shows", async () => {
    const boss = await registerAs(instanceA, 'admin');
    const other = await registerAs(instanceA, 'foreman');
    const hand = await registerAs(instanceA, 'worker');
    const unread = async (person: Person, on: TestApp) =>
      (await request(on.baseUrl).get('/api/messages/unread-count').set('Cookie', person.cookie).expect(200)).body;
    expect(await unread(hand, instanceB)).toEqual({ count: 0 });
    await post(boss, hand.user.id, 'One');
    await post(boss, hand.user.id, 'Two');
    await post(other, hand.user.id, 'Three');
    for (const on of [instanceA, instanceB]) expect(await unread(hand, on)).toEqual({ count: 3 });
    await hand.agent.patch(`/api/messages/${boss.user.id}/read`).expect(200);
    for (const on of [instanceA, instanceB]) expect(await unread(hand, on)).toEqual({ count: 1 });
    expect(await unread(boss, instanceA)).toEqual({ count: 0 });
    // A worker's message to a client is not in the client's list, nor in their count.
    const before = (await unread(client, instanceA)).count;
    await post(worker, client.user.id, 'Not counted');
    expect(await unread(client, instanceA)).toEqual({ count: before });
  });

  it('cuts a long last message to a preview', async () => {
    const boss = await registerAs(instanceA, 'admin');
    const hand = await registerAs(instanceA, 'worker');
    await post(boss, hand.user.id, 'z'.repeat(1000));
    const contacts = (await hand.agent.get('/api/messages/contacts')).body as Array<{ user: { id: string }; lastMessage: { preview: string } }>;
    expect(contacts.find((c) => c.user.id === boss.user.id)!.lastMessage.preview).toHaveLength(120);
  });
});

describe('delivery over /ws across instances', () => {
  it('a message posted to instance A reaches both people on instance B: chat for both, new-message for the recipient', async () => {
    const recipientSocket = await openSocket(instanceB, admin.cookie);
    const senderSocket = await openSocket(instanceB, worker.cookie);
    try {
      const text = `Running late ${'é'.repeat(3000)}`;
      const sent = await request(instanceA.baseUrl)
        .post('/api/messages')
        .set('Cookie', worker.cookie)
        .send({ recipientId: admin.user.id, message: text, channelType: 'direct' });
      expect(sent.status).toBe(201);
      expect(await senderSocket.next()).toEqual({ type: 'chat', userId: admin.user.id });
      expect(await recipientSocket.next()).toEqual({ type: 'chat', userId: worker.user.id });
      const pushed = (await recipientSocket.next()) as { type: string; senderName: string; message: { id: string; message: string } };
      expect(pushed).toMatchObject({
        type: 'new-message',
        senderName: 'Luis Hernandez',
        message: { id: sent.body.id, senderId: worker.user.id, recipientId: admin.user.id },
      });
      // NOTIFY payloads are limited: the pushed text is cut; the page fetches the whole on `chat`.
      expect(pushed.message.message).toBe(text.slice(0, 500));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(senderSocket.messages).toEqual([]);
    } finally {
      recipientSocket.socket.close();
      senderSocket.socket.close();
    }
  });

  it("accepts the client's own `chat` message after sending and does nothing with it", async () => {
    const socket = await openSocket(instanceB, worker.cookie);
    const adminSocket = await openSocket(instanceA, admin.cookie);
    try {
      socket.socket.send(JSON.stringify({ type: 'chat', userId: admin.user.id }));
      socket.socket.send('not json at all');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(socket.socket.readyState).toBe(socket.socket.OPEN);
      expect(socket.messages).toEqual([]);
      expect(adminSocket.messages).toEqual([]);
      await post(admin, worker.user.id, 'Still there?');
      expect(await socket.next()).toEqual({ type: 'chat', userId: admin.user.id });
      expect(await socket.next()).toMatchObject({ type: 'new-message', senderName: 'Maria Kowalski' });
    } finally {
      socket.socket.close();
      adminSocket.socket.close();
    }
  });

  it('a worker writing to a client does not ring the client, who cannot open that conversation', async () => {
    const clientSocket = await openSocket(instanceB, client.cookie);
    try {
      expect((await post(worker, client.user.id, 'Hello client')).status).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(clientSocket.messages).toEqual([]);
      const contacts = (await client.agent.get('/api/messages/contacts')).body as Array<{ user: { id: string; role: string }; unreadCount: number }>;
      expect(contacts.map((c) => c.user.id)).not.toContain(worker.user.id);
      expect(new Set(contacts.map((c) => c.user.role))).toEqual(new Set(['admin']));
    } finally {
      clientSocket.socket.close();
    }
  });

  it('marking read refreshes the reader’s other tabs', async () => {
    await post(admin, worker.user.id, 'Read me');
    const socket = await openSocket(instanceB, worker.cookie);
    try {
      await worker.agent.patch(`/api/messages/${admin.user.id}/read`);
      expect(await socket.next()).toEqual({ type: 'chat', userId: admin.user.id, read: true });
    } finally {
      socket.socket.close();
    }
  });

  it('refuses an unauthenticated socket', async () => {
    await expect(openSocket(instanceB)).rejects.toMatchObject({ statusCode: 401 });
    await expect(openSocket(instanceA, 'groundwork.sid=forged.signature')).rejects.toMatchObject({ statusCode: 401 });
  });
});

describe('the demo company', () => {
  it('has conversations to show, the newest message to each reader unread', async () => {
    const demo = await bootApp(testConfig(await createTestDatabase(), { SEED_DEMO: 'true' }));
    try {
      const agent = request.agent(demo.baseUrl);
      expect((await agent.post('/api/auth/login').send({ email: 'worker1@groundwork.demo', password: 'groundwork' })).status).toBe(200);
      const contacts = (await agent.get('/api/messages/contacts')).body as Array<{
        user: { firstName: string };
        unreadCount: number;
        lastMessage: { preview: string } | null;
      }>;
      expect(contacts[0]).toMatchObject({
        user: { firstName: 'Maria' },
        unreadCount: 1,
        lastMessage: { preview: 'Yes, north gate. Darnell will sign off on it.' },
      });
    } finally {
      await demo.close();
    }
  });
});
