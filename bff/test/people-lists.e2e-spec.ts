// People lists that page on the server: Team Management's list and counts, the Schedule
// Worker dialog's picker, and the chat's contacts (recent conversations first, then by name).
import { Client } from 'pg';
import { bootApp, createTestDatabase, Person, registerAs, sql, TestApp, testConfig } from './helpers';

let databaseUrl: string;
let target: TestApp;
let admin: Person;
let foreman: Person;
let worker: Person;
let client: Person;

interface UserRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  role: string;
}

interface ContactRow {
  user: { id: string; firstName: string; lastName: string; role: string };
  lastMessage: { preview: string } | null;
  unreadCount: number;
}

/** Adds `count` people of a role straight into the table (names Bulk <role> 000..), returning their ids. */
async function addPeople(role: string, count: number): Promise<string[]> {
  const rows = await sql<{ id: string }>(
    databaseUrl,
    `INSERT INTO users (first_name, last_name, email, phone_number, role, password_hash)
     SELECT 'Bulk', initcap($1) || ' ' || lpad(n::text, 3, '0'), $1 || n || '.' || md5(random()::text) || '@example.com', '555', $1::user_role, 'x'
       FROM generate_series(1, $2::int) AS n
     RETURNING id`,
    [role, count],
  );
  return rows.map((row) => row.id);
}

/** Follows `after` from page to page as the screens do; fails on a page over `limit`. */
async function everyPage<T>(read: (after?: string) => Promise<T[]>, idOf: (row: T) => string, limit: number): Promise<T[]> {
  const all: T[] = [];
  let after: string | undefined;
  for (let guard = 0; guard < 100; guard++) {
    const page = await read(after);
    expect(page.length).toBeLessThanOrEqual(limit);
    all.push(...page);
    if (page.length < limit) return all;
    after = idOf(page[page.length - 1]);
  }
  throw new Error('too many pages');
}

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  target = await bootApp(testConfig(databaseUrl));
  admin = await registerAs(target, 'admin', { firstName: 'Ada', lastName: 'Zimmer' });
  foreman = await registerAs(target, 'foreman', { firstName: 'Fred', lastName: 'Stone' });
  worker = await registerAs(target, 'worker', { firstName: 'Wanda', lastName: 'Welder', email: 'wanda.100%_real@example.com' });
  client = await registerAs(target, 'client', { firstName: 'Cora', lastName: 'Client' });
  await addPeople('worker', 130);
  await addPeople('foreman', 12);
  await addPeople('client', 7);
});

afterAll(async () => target?.close());

describe('Team Management: GET /api/users and /api/users/counts (admin)', () => {
  const list = (query: string) => admin.agent.get(`/api/users${query}`);

  it('counts everyone and each role without listing them', async () => {
    const response = await admin.agent.get('/api/users/counts').expect(200);
    expect(response.body).toEqual({ total: 153, admin: 1, foreman: 13, worker: 131, client: 8 });
  });

  it('counts the people a search finds, by role, so a searched list can say how much it shows', async () => {
    const counted = (search: string) => admin.agent.get(`/api/users/counts?search=${search}`).expect(200);
    expect((await counted('bulk%20worker')).body).toEqual({ total: 130, admin: 0, foreman: 0, worker: 130, client: 0 });
    expect((await counted('wanda.100%25_')).body).toEqual({ total: 1, admin: 0, foreman: 0, worker: 1, client: 0 });
    // The same rule as the list: "%" is a literal, so it finds only the one email holding it.
    expect((await counted('%25')).body.total).toBe(1);
    expect((await counted('')).body.total).toBe(153);
    expect((await admin.agent.get(`/api/users/counts?search=${'a'.repeat(101)}`)).status).toBe(400);
  });

  it('pages in name order (50 by default, at most 100), and the pages reach everyone once', async () => {
    const first = await list('').expect(200);
    expect(first.body).toHaveLength(50);
    expect(Object.keys(first.body[0]).sort()).toEqual([
      'active',
      'email',
      'firstName',
      'hourlyRate',
      'id',
      'lastName',
      'phoneNumber',
      'profileImageUrl',
      'role',
    ]);
    expect((await list('?limit=101')).status).toBe(400);
    const all = await everyPage<UserRow>(
      async (after) => (await list(`?limit=40${after ? `&after=${after}` : ''}`).expect(200)).body,
      (row) => row.id,
      40,
    );
    expect(all).toHaveLength(153);
    expect(new Set(all.map((row) => row.id)).size).toBe(153);
    const [{ ordered }] = await sql<{ ordered: string[] }>(databaseUrl, `SELECT array_agg(id ORDER BY first_name, last_name, id) AS ordered FROM users`);
    expect(all.map((row) => row.id)).toEqual(ordered);
  });

  it('filters by role and searches names and emails, wildcards taken literally', async () => {
    const foremen = await everyPage<UserRow>(
      async (after) => (await list(`?role=foreman&limit=5${after ? `&after=${after}` : ''}`).expect(200)).body,
      (row) => row.id,
      5,
    );
    expect(foremen).toHaveLength(13);
    expect(new Set(foremen.map((row) => row.role))).toEqual(new Set(['foreman']));

    expect((await list('?search=wanda%20wel').expect(200)).body.map((row: UserRow) => row.id)).toEqual([worker.user.id]);
    expect((await list('?search=100%25_real').expect(200)).body.map((row: UserRow) => row.id)).toEqual([worker.user.id]);
    // "%" alone would match everyone if it were a wildcard.
    expect((await list('?search=%25').expect(200)).body.map((row: UserRow) => row.id)).toEqual([worker.user.id]);
    expect((await list('?role=worker&search=Worker%20012').expect(200)).body).toHaveLength(1);
    expect((await list('?role=client&search=Worker').expect(200)).body).toEqual([]);
    expect((await list('?search=').expect(200)).body).toHaveLength(50);
    const tooLong = await list(`?search=${'a'.repeat(101)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('search must be one text of at most 100 characters');
  });
});

describe('Schedule Worker picker: GET /api/users/schedulable and /api/users/workers', () => {
  it('offers workers and foremen only, searched, 20 by default', async () => {
    const page = (await admin.agent.get('/api/users/schedulable').expect(200)).body as UserRow[];
    expect(page).toHaveLength(20);
    expect(new Set(page.map((row) => row.role))).toEqual(new Set(['worker', 'foreman']));
    const fred = (await admin.agent.get('/api/users/schedulable?search=fred').expect(200)).body as UserRow[];
    expect(fred.map((row) => row.id)).toEqual([foreman.user.id]);
    expect((await admin.agent.get('/api/users/schedulable?search=ada%20zimmer').expect(200)).body).toEqual([]);
    expect((await admin.agent.get('/api/users/schedulable?search=cora%20client').expect(200)).body).toEqual([]);
  });

  it('bounds the workers list (20 by default, 100 at most)', async () => {
    expect((await admin.agent.get('/api/users/workers').expect(200)).body).toHaveLength(20);
    const hundred = (await admin.agent.get('/api/users/workers?limit=100').expect(200)).body as UserRow[];
    expect(hundred).toHaveLength(100);
    expect(new Set(hundred.map((row) => row.role))).toEqual(new Set(['worker']));
  });
});

describe('chat contacts: GET /api/messages/contacts', () => {
  const contacts = (person: Person, query = '') => person.agent.get(`/api/messages/contacts${query}`);

  it('puts recent conversations first (newest first), then everyone else by name, and the pages reach all once', async () => {
    const talker = await registerAs(target, 'worker', { firstName: 'Zed', lastName: 'Talker' });
    await talker.agent.post('/api/messages').send({ recipientId: foreman.user.id, message: 'older', channelType: 'direct' }).expect(201);
    await talker.agent.post('/api/messages').send({ recipientId: client.user.id, message: 'newest', channelType: 'direct' }).expect(201);

    const first = (await contacts(talker, '?limit=10').expect(200)).body as ContactRow[];
    expect(first.slice(0, 2).map((c) => c.user.id)).toEqual([client.user.id, foreman.user.id]);
    expect(first[0].lastMessage?.preview).toBe('newest');
    expect(first[2].lastMessage).toBeNull();

    const all = await everyPage<ContactRow>(
      async (after) => (await contacts(talker, `?limit=25${after ? `&after=${after}` : ''}`).expect(200)).body,
      (c) => c.user.id,
      25,
    );
    // A worker's audience is everyone but themself.
    const [{ others }] = await sql<{ others: number }>(databaseUrl, `SELECT count(*)::int AS others FROM users WHERE id <> $1`, [talker.user.id]);
    expect(all).toHaveLength(others);
    expect(new Set(all.map((c) => c.user.id)).size).toBe(others);
    const [{ byName }] = await sql<{ byName: string[] }>(
      databaseUrl,
      `SELECT array_agg(id ORDER BY first_name, last_name, id) AS "byName" FROM users WHERE id <> ALL($1::uuid[])`,
      [[talker.user.id, client.user.id, foreman.user.id]],
    );
    expect(all.slice(2).map((c) => c.user.id)).toEqual(byName);

    // A new message moves its conversation to the top.
    await foreman.agent.post('/api/messages').send({ recipientId: talker.user.id, message: 'reply', channelType: 'direct' }).expect(201);
    const again = (await contacts(talker, '?limit=2').expect(200)).body as ContactRow[];
    expect(again.map((c) => [c.user.id, c.unreadCount])).toEqual([
      [foreman.user.id, 1],
      [client.user.id, 0],
    ]);
  });

  it('keeps each role to its audience on every page, and searches names only', async () => {
    const forClient = await everyPage<ContactRow>(
      async (after) => (await contacts(client, `?limit=1${after ? `&after=${after}` : ''}`).expect(200)).body,
      (c) => c.user.id,
      1,
    );
    expect(forClient.map((c) => c.user.id)).toEqual([admin.user.id]);
    const forForeman = await everyPage<ContactRow>(
      async (after) => (await contacts(foreman, `?limit=50${after ? `&after=${after}` : ''}`).expect(200)).body,
      (c) => c.user.id,
      50,
    );
    expect(forForeman.some((c) => c.user.role === 'client')).toBe(false);
    expect(forForeman.some((c) => c.user.id === foreman.user.id)).toBe(false);

    const wanda = (await contacts(admin, '?search=wanda%20welder').expect(200)).body as ContactRow[];
    expect(wanda.map((c) => c.user.id)).toEqual([worker.user.id]);
    // Emails are not shown to everyone, so they are not searched either.
    expect((await contacts(admin, '?search=100%25_real').expect(200)).body).toEqual([]);
    expect((await contacts(admin, '?limit=0')).status).toBe(400);
    expect((await contacts(admin, `?search=${'b'.repeat(101)}`)).status).toBe(400);
  });

  it('reads one contact with its last message and unread count', async () => {
    await admin.agent.post('/api/messages').send({ recipientId: worker.user.id, message: 'Gate code is 4411', channelType: 'direct' }).expect(201);
    const one = (await worker.agent.get(`/api/messages/contacts/${admin.user.id}`).expect(200)).body as ContactRow;
    expect(one).toMatchObject({
      user: { id: admin.user.id, firstName: 'Ada', lastName: 'Zimmer', role: 'admin' },
      unreadCount: 1,
      lastMessage: { preview: 'Gate code is 4411' },
    });
    expect((await client.agent.get(`/api/messages/contacts/${worker.user.id}`)).status).toBe(403);
  });

  /** Rows of `conversations` that differ from what the messages say: per person and other, the newest message (created_at, then id). */
  const conversationDrift = () =>
    sql(
      databaseUrl,
      `SELECT * FROM (
         SELECT DISTINCT ON (person, other) person, other, created_at AS at, id, sender_id, left(message, 120) AS preview
           FROM (SELECT sender_id AS person, recipient_id AS other, created_at, id, sender_id, message FROM messages
                 UNION ALL SELECT recipient_id, sender_id, created_at, id, sender_id, message FROM messages) sides
          ORDER BY person, other, created_at DESC, id DESC) expected
       FULL JOIN conversations c ON c.user_id = expected.person AND c.other_id = expected.other
       WHERE c.last_message_at IS DISTINCT FROM expected.at
          OR c.last_message_id IS DISTINCT FROM expected.id
          OR c.last_sender_id IS DISTINCT FROM expected.sender_id
          OR c.last_preview IS DISTINCT FROM expected.preview`,
    );

  it('keeps conversations in step with messages, also for a bulk insert of many pairs', async () => {
    const ids = await addPeople('worker', 3);
    await sql(
      databaseUrl,
      `INSERT INTO messages (sender_id, recipient_id, message, created_at)
       SELECT $1::uuid, w, 'bulk ' || n || ' ' || repeat('x', 150), now() - n * interval '1 minute' FROM unnest($2::uuid[]) AS w, generate_series(1, 5) AS n`,
      [admin.user.id, ids],
    );
    expect(await conversationDrift()).toEqual([]);
    // The newest of the bulk (n = 1) is each conversation's last message, cut to the preview.
    const page = (await contacts(admin, '?limit=100').expect(200)).body as Array<ContactRow & { lastMessage: { preview: string; senderId: string } }>;
    const bulk = page.filter((c) => ids.includes(c.user.id));
    expect(bulk.map((c) => c.lastMessage)).toEqual(Array(3).fill(expect.objectContaining({ preview: `bulk 1 ${'x'.repeat(113)}`, senderId: admin.user.id })));
  });

  it('keeps the newest message of a pair under concurrent inserts arriving in any order', async () => {
    const [other] = await addPeople('worker', 1);
    // Twelve connections write into one conversation at once, both ways, each message with its
    // own age; they reach the trigger in whatever order the row locks give, so older messages
    // often come after newer ones and must not replace them.
    const ages = [7, 3, 11, 0, 9, 5, 1, 10, 4, 8, 2, 6];
    const connections = await Promise.all(
      ages.map(async () => {
        const connection = new Client({ connectionString: databaseUrl });
        await connection.connect();
        return connection;
      }),
    );
    try {
      await Promise.all(
        connections.map((connection, n) =>
          connection.query(
            `INSERT INTO messages (sender_id, recipient_id, message, created_at) VALUES ($1, $2, $3, now() - $4 * interval '1 second')`,
            n % 2 ? [admin.user.id, other, `age ${ages[n]}`, ages[n]] : [other, admin.user.id, `age ${ages[n]}`, ages[n]],
          ),
        ),
      );
    } finally {
      await Promise.all(connections.map((connection) => connection.end()));
    }
    expect(await conversationDrift()).toEqual([]);
    const rows = await sql<{ last_preview: string }>(
      databaseUrl,
      `SELECT last_preview FROM conversations WHERE $1 IN (user_id, other_id) AND $2 IN (user_id, other_id)`,
      [admin.user.id, other],
    );
    expect(rows.map((row) => row.last_preview)).toEqual(['age 0', 'age 0']);
  });

  it("moves a conversation to the top of both people's contacts with its new last message", async () => {
    await worker.agent.post('/api/messages').send({ recipientId: admin.user.id, message: 'Top of the list now' }).expect(201);
    const [first] = (await contacts(admin, '?limit=1').expect(200)).body as Array<ContactRow & { lastMessage: { preview: string; senderId: string } }>;
    expect(first).toMatchObject({ user: { id: worker.user.id }, lastMessage: { preview: 'Top of the list now', senderId: worker.user.id } });
    const [mine] = (await contacts(worker, '?limit=1').expect(200)).body as ContactRow[];
    expect(mine).toMatchObject({ user: { id: admin.user.id }, lastMessage: { preview: 'Top of the list now', senderId: worker.user.id } });
  });
});

describe('client pickers (Assign Client, Create Invoice): GET /api/users/clients', () => {
  const clients = (query = '') => admin.agent.get(`/api/users/clients${query}`);

  it('offers clients only, in name order (id breaks ties), searched by name or email, 20 by default', async () => {
    const page = (await clients().expect(200)).body as UserRow[];
    expect(page).toHaveLength(8);
    expect(new Set(page.map((row) => row.role))).toEqual(new Set(['client']));
    const [{ ordered }] = await sql<{ ordered: string[] }>(
      databaseUrl,
      `SELECT array_agg(id ORDER BY first_name, last_name, id) AS ordered FROM users WHERE role = 'client'`,
    );
    expect(page.map((row) => row.id)).toEqual(ordered);
    expect((await clients('?limit=3').expect(200)).body).toHaveLength(3);
    expect((await clients('?search=cora%20cli').expect(200)).body.map((row: UserRow) => row.id)).toEqual([client.user.id]);
    expect((await clients(`?search=${encodeURIComponent(client.user.email.toUpperCase())}`).expect(200)).body.map((row: UserRow) => row.id)).toEqual([
      client.user.id,
    ]);
    expect((await clients('?search=wanda').expect(200)).body).toEqual([]);
    expect((await clients('?limit=101')).status).toBe(400);
  });

  it('is bounded however many clients there are (20 by default, 100 at most)', async () => {
    // Last in this file: the other lists' counts above do not include these.
    await addPeople('client', 110);
    expect((await clients().expect(200)).body).toHaveLength(20);
    expect((await clients('?limit=100').expect(200)).body).toHaveLength(100);
  });
});

describe("the job site dialog's foreman picker: GET /api/users/foremen", () => {
  const foremen = (query = '') => admin.agent.get(`/api/users/foremen${query}`);

  it('offers foremen only, searched by name, bounded however many there are (20 by default, 100 at most)', async () => {
    expect((await foremen('?search=fred%20st').expect(200)).body.map((row: UserRow) => row.id)).toEqual([foreman.user.id]);
    expect((await foremen('?search=wanda').expect(200)).body).toEqual([]);
    // Last in this file, after the clients' own: no list above counts these.
    await addPeople('foreman', 30);
    const page = (await foremen().expect(200)).body as UserRow[];
    expect(page).toHaveLength(20);
    expect(new Set(page.map((row) => row.role))).toEqual(new Set(['foreman']));
    expect((await foremen('?limit=25').expect(200)).body).toHaveLength(25);
    expect((await foremen('?limit=101')).status).toBe(400);
  });
});
