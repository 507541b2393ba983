// The chat's cached reads (messages.controller.ts, in the answer cache): a conversation's page and
// a contacts page. On two instances: a change through the API (a message, mark-read) and one made
// straight in the database (a message, its read time, a name, a role, a deletion) show on either
// instance as soon as the notification arrives (settledRead), nobody gets another person's answer,
// the tags POST /api/messages publishes itself are exactly those its triggers would have sent, and
// a control with the triggers off shows that the kept answer would otherwise be served.
import request from 'supertest';
import { answerTagsOf, bootTwoInstances, Person, registerAs, settledRead, sql, TestApp } from './helpers';
import { Body, keptByAll, readAs, settledOnAll, withAnswerTriggersOff } from './support/cached-answers';

let databaseUrl: string;
let instanceA: TestApp;
let instanceB: TestApp;
let admin: Person;
let foreman: Person;
let worker: Person;
let otherWorker: Person;
let client: Person;

const read = readAs;
const keptByBoth = (person: Person, path: string): Promise<Body> => keptByAll([instanceA, instanceB], person, path);
const settledOnBoth = (person: Person, path: string, settled: (response: request.Response) => boolean) =>
  settledOnAll([instanceB, instanceA], person, path, settled);

const conversation = (other: Person) => `/api/messages/${other.user.id}?limit=50`;
const CONTACTS = '/api/messages/contacts?limit=50';
const texts = (response: request.Response): string[] => (response.body as Body[]).map((message) => message.message);
const contactOf = (response: request.Response, person: Person): Body => contactIn(response.body, person);
const contactIn = (contacts: Body[], person: Person): Body => contacts.find((contact) => contact.user.id === person.user.id);

/** Runs `change` with the answer triggers of messages and conversations off: the control. */
const withChatTriggersOff = (change: () => Promise<unknown>) => withAnswerTriggersOff(databaseUrl, ['messages', 'conversations'], change);

beforeAll(async () => {
  ({ databaseUrl, instanceA, instanceB } = await bootTwoInstances());
  admin = await registerAs(instanceA, 'admin', { firstName: 'Maria', lastName: 'Kowalski' });
  foreman = await registerAs(instanceA, 'foreman', { firstName: 'Frank', lastName: 'Forman' });
  worker = await registerAs(instanceA, 'worker', { firstName: 'Luis', lastName: 'Hernandez' });
  otherWorker = await registerAs(instanceA, 'worker', { firstName: 'Walt', lastName: 'Wrench' });
  client = await registerAs(instanceA, 'client', { firstName: 'Cora', lastName: 'Client' });
});

afterAll(async () => {
  await instanceA?.close();
  await instanceB?.close();
});

describe('a message sent through the API', () => {
  it("shows in the conversation and in both people's contacts on both instances; a third person's answers stay theirs", async () => {
    expect((await worker.agent.post('/api/messages').send({ recipientId: admin.user.id, message: 'Gate code?' })).status).toBe(201);
    const adminsPage = await keptByBoth(admin, conversation(worker));
    const workersPage = await keptByBoth(worker, conversation(admin));
    expect(workersPage).toEqual(adminsPage);
    const adminsContacts = await keptByBoth(admin, CONTACTS);
    await keptByBoth(worker, CONTACTS);
    const othersContacts = await keptByBoth(otherWorker, CONTACTS);
    const othersPage = await keptByBoth(otherWorker, conversation(worker));
    const unread = contactIn(adminsContacts, worker).unreadCount as number;

    expect((await worker.agent.post('/api/messages').send({ recipientId: admin.user.id, message: 'It is 4411' })).status).toBe(201);
    for (const person of [admin, worker]) {
      const path = conversation(person === admin ? worker : admin);
      for (const response of await settledOnBoth(person, path, (response) => texts(response).at(-1) === 'It is 4411')) {
        expect(texts(response)).toEqual([...adminsPage.map((message: Body) => message.message), 'It is 4411']);
      }
    }
    for (const response of await settledOnBoth(admin, CONTACTS, (response) => contactOf(response, worker).unreadCount === unread + 1)) {
      expect(response.body[0].user.id).toBe(worker.user.id);
      expect(response.body[0]).toMatchObject({ unreadCount: unread + 1, lastMessage: { preview: 'It is 4411', senderId: worker.user.id } });
    }
    for (const response of await settledOnBoth(worker, CONTACTS, (response) => contactOf(response, admin).lastMessage?.preview === 'It is 4411')) {
      expect(response.body[0]).toMatchObject({ user: { id: admin.user.id }, unreadCount: 0, lastMessage: { preview: 'It is 4411' } });
    }
    // The other worker's answers, under their own keys, are theirs and unchanged.
    for (const target of [instanceA, instanceB]) {
      expect((await read(target, otherWorker, CONTACTS)).body).toEqual(othersContacts);
      expect((await read(target, otherWorker, conversation(worker))).body).toEqual(othersPage);
    }
    expect(othersPage).toEqual([]);
    // A client may message admins only: the admin's kept page of this conversation is not theirs.
    for (const target of [instanceA, instanceB]) {
      const refused = await read(target, client, conversation(worker));
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('You cannot message this person');
    }
  });

  it('publishes exactly the tags its triggers would have sent, once: the triggers stay quiet for it', async () => {
    const sent = await answerTagsOf(databaseUrl, async () => {
      expect((await otherWorker.agent.post('/api/messages').send({ recipientId: foreman.user.id, message: 'Through the API' })).status).toBe(201);
    });
    const inserted = await answerTagsOf(databaseUrl, () =>
      sql(databaseUrl, `INSERT INTO messages (sender_id, recipient_id, message) VALUES ($1, $2, 'Straight in')`, [otherWorker.user.id, foreman.user.id]),
    );
    expect([...sent].sort()).toEqual([...inserted].sort());
    expect(new Set(sent).size).toBe(sent.length);
    const [low, high] = [otherWorker.user.id, foreman.user.id].sort();
    expect(sent).toEqual(
      expect.arrayContaining([
        `messages:pair:${low}:${high}`,
        `messages:to:${foreman.user.id}`,
        `conversations:user:${otherWorker.user.id}`,
        `conversations:user:${foreman.user.id}`,
      ]),
    );
  });

  it('mark-read through the API sets the unread count to 0 in the contacts on both instances', async () => {
    expect((await worker.agent.post('/api/messages').send({ recipientId: admin.user.id, message: 'Read me' })).status).toBe(201);
    const kept = await settledRead(
      () => read(instanceA, admin, CONTACTS),
      (response) => contactOf(response, worker).lastMessage?.preview === 'Read me',
    );
    expect(contactOf(kept, worker).unreadCount).toBeGreaterThan(0);
    await keptByBoth(admin, CONTACTS);
    const marked = await admin.agent.patch(`/api/messages/${worker.user.id}/read`);
    expect(marked.status).toBe(200);
    expect(marked.body.markedRead).toBeGreaterThan(0);
    for (const response of await settledOnBoth(admin, CONTACTS, (response) => contactOf(response, worker).unreadCount === 0)) {
      expect(contactOf(response, worker).unreadCount).toBe(0);
    }
  });
});

describe('changes made straight in the database', () => {
  it('a message, its read time, its deletion and a name show on both instances', async () => {
    const page = await keptByBoth(foreman, conversation(worker));
    await keptByBoth(worker, CONTACTS);
    await keptByBoth(foreman, CONTACTS);
    const [{ id }] = await sql<{ id: string }>(
      databaseUrl,
      `INSERT INTO messages (sender_id, recipient_id, message) VALUES ($1, $2, 'From psql') RETURNING id`,
      [foreman.user.id, worker.user.id],
    );
    for (const response of await settledOnBoth(foreman, conversation(worker), (response) => texts(response).at(-1) === 'From psql')) {
      expect(texts(response)).toEqual([...page.map((message: Body) => message.message), 'From psql']);
    }
    for (const response of await settledOnBoth(worker, CONTACTS, (response) => contactOf(response, foreman)?.unreadCount === 1)) {
      expect(response.body[0]).toMatchObject({ user: { id: foreman.user.id }, unreadCount: 1, lastMessage: { id, preview: 'From psql' } });
    }
    await sql(databaseUrl, `UPDATE messages SET read_at = now() WHERE id = $1`, [id]);
    for (const response of await settledOnBoth(worker, CONTACTS, (response) => contactOf(response, foreman).unreadCount === 0)) {
      expect(contactOf(response, foreman).unreadCount).toBe(0);
    }
    await sql(databaseUrl, `UPDATE users SET first_name = 'Francis' WHERE id = $1`, [foreman.user.id]);
    for (const response of await settledOnBoth(worker, CONTACTS, (response) => contactOf(response, foreman).user.firstName === 'Francis')) {
      expect(contactOf(response, foreman).user.firstName).toBe('Francis');
    }
    await sql(databaseUrl, `DELETE FROM messages WHERE id = $1`, [id]);
    for (const response of await settledOnBoth(foreman, conversation(worker), (response) => texts(response).length === page.length)) {
      expect(response.body).toEqual(page);
    }
  });

  it('a role change applies the audience rule at once: the kept page is refused, and listed again when allowed', async () => {
    expect((await foreman.agent.post('/api/messages').send({ recipientId: otherWorker.user.id, message: 'Crew at 7' })).status).toBe(201);
    await settledRead(
      () => read(instanceA, foreman, conversation(otherWorker)),
      (response) => texts(response).includes('Crew at 7'),
    );
    await keptByBoth(foreman, conversation(otherWorker));
    expect(contactIn(await keptByBoth(foreman, CONTACTS), otherWorker)).toBeDefined();
    // A foreman may not message clients: a foreman's audience is admins, foremen and workers.
    await sql(databaseUrl, `UPDATE users SET role = 'client' WHERE id = $1`, [otherWorker.user.id]);
    for (const response of await settledOnBoth(foreman, conversation(otherWorker), (response) => response.status === 403)) {
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('You cannot message this person');
    }
    for (const response of await settledOnBoth(foreman, CONTACTS, (response) => !contactOf(response, otherWorker)))
      expect(contactOf(response, otherWorker)).toBeUndefined();
    await sql(databaseUrl, `UPDATE users SET role = 'worker' WHERE id = $1`, [otherWorker.user.id]);
    for (const response of await settledOnBoth(foreman, conversation(otherWorker), (response) => response.status === 200)) {
      expect(texts(response)).toContain('Crew at 7');
    }
  });

  it('control: with the triggers off, a message added in the database goes unseen in the kept answers', async () => {
    const page = await keptByBoth(admin, conversation(foreman));
    const contacts = await keptByBoth(foreman, CONTACTS);
    await withChatTriggersOff(() =>
      sql(databaseUrl, `INSERT INTO messages (sender_id, recipient_id, message) VALUES ($1, $2, 'Unseen')`, [admin.user.id, foreman.user.id]),
    );
    for (const response of await settledOnBoth(admin, conversation(foreman), (response) => texts(response).includes('Unseen')))
      expect(response.body).toEqual(page);
    expect(contactIn(contacts, admin).lastMessage).toBeNull();
    for (const response of await settledOnBoth(foreman, CONTACTS, (response) => contactOf(response, admin).lastMessage !== null))
      expect(response.body).toEqual(contacts);
    // The next change of that conversation, notified, drops the answers: the missed message shows too.
    await sql(databaseUrl, `INSERT INTO messages (sender_id, recipient_id, message) VALUES ($1, $2, 'Seen')`, [admin.user.id, foreman.user.id]);
    for (const response of await settledOnBoth(admin, conversation(foreman), (response) => texts(response).at(-1) === 'Seen')) {
      expect(texts(response).slice(-2)).toEqual(['Unseen', 'Seen']);
    }
    for (const response of await settledOnBoth(foreman, CONTACTS, (response) => contactOf(response, admin)?.unreadCount === 2)) {
      expect(contactOf(response, admin)).toMatchObject({ unreadCount: 2, lastMessage: { preview: 'Seen' } });
    }
  });
});
