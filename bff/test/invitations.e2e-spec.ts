// Invitations: the admin invites, the server emails a single-use link (stored as a hash, valid 7
// days), the invitee chooses a password and is a logged-in member with the invited role; resend
// kills the old link, revoke kills the link, one pending invitation per email.
import request from 'supertest';
import { bootApp, createTestDatabase, newestOutboxEmail, Person, registerAs, sql, TestApp, testConfig, uniqueEmail } from './helpers';

const INVALID_INVITE = 'This invitation link is invalid or has expired';

function inviteTokenFrom(emailText: string): string {
  const match = /accept-invite\?token=([A-Za-z0-9_-]+)/.exec(emailText);
  if (!match) throw new Error('no invitation link in the email');
  return match[1];
}

let databaseUrl: string;
let target: TestApp;
let admin: Person;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  target = await bootApp(testConfig(databaseUrl));
  admin = await registerAs(target, 'admin');
});

afterAll(async () => target?.close());

function details(overrides: Record<string, unknown> = {}) {
  return { firstName: 'Rosa', lastName: 'Diaz', email: uniqueEmail('invitee'), phoneNumber: '(312) 555-0177', role: 'foreman', ...overrides };
}

/** Invites and answers the invitation and the token of its email. */
async function invite(overrides: Record<string, unknown> = {}) {
  const body = details(overrides);
  const since = Date.now();
  const response = await admin.agent.post('/api/invitations').send(body);
  expect(response.status).toBe(201);
  const email = await newestOutboxEmail(target.config.dataDir, body.email as string, since);
  return { body, invitation: response.body, email, token: inviteTokenFrom(email) };
}

const accept = (token: string, password = 'chosen-pass') => request.agent(target.baseUrl).post('/api/auth/accept-invite').send({ token, password });

describe('inviting and accepting', () => {
  it('emails a link; the invitee sees who is invited, chooses a password and is logged in with the role', async () => {
    const { body, invitation, email, token } = await invite({ role: 'foreman' });
    expect(invitation).toMatchObject({
      email: body.email,
      firstName: 'Rosa',
      lastName: 'Diaz',
      phoneNumber: body.phoneNumber,
      role: 'foreman',
      expired: false,
    });
    const days = (new Date(invitation.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    expect(email).toMatch(/^To: .+\nSubject: You're invited to join Groundwork\n\n/);
    expect(email).toContain(`${target.config.publicUrl}/accept-invite?token=`);
    expect(email).toContain('as Foreman');
    // Only the token's hash is stored.
    const [stored] = await sql<{ token_hash: string }>(databaseUrl, 'SELECT token_hash FROM invitations WHERE id = $1', [invitation.id]);
    expect(stored.token_hash).not.toContain(token);

    expect((await admin.agent.get('/api/invitations')).body.map((row: { id: string }) => row.id)).toContain(invitation.id);
    const verified = await request(target.baseUrl).post('/api/auth/verify-invite').send({ token });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ firstName: 'Rosa', lastName: 'Diaz', email: body.email, role: 'foreman' });

    const short = await accept(token, '123');
    expect([short.status, short.body.message]).toEqual([400, 'Password must be at least 6 characters']);

    const agent = request.agent(target.baseUrl);
    const accepted = await agent.post('/api/auth/accept-invite').send({ token, password: 'chosen-pass' });
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({ email: body.email, role: 'foreman', firstName: 'Rosa' });
    expect(accepted.body.passwordHash).toBeUndefined();
    expect((await agent.get('/api/auth/user')).body).toMatchObject({ email: body.email, role: 'foreman' });
    expect((await request(target.baseUrl).post('/api/auth/login').send({ email: body.email, password: 'chosen-pass' })).status).toBe(200);

    // Used: the link is dead and the invitation is no longer pending.
    const again = await accept(token);
    expect([again.status, again.body.message]).toEqual([400, INVALID_INVITE]);
    expect((await request(target.baseUrl).post('/api/auth/verify-invite').send({ token })).status).toBe(400);
    expect((await admin.agent.get('/api/invitations')).body.map((row: { id: string }) => row.id)).not.toContain(invitation.id);
    const [row] = await sql<{ accepted_user_id: string }>(databaseUrl, 'SELECT accepted_user_id FROM invitations WHERE id = $1', [invitation.id]);
    expect(row.accepted_user_id).toBe(accepted.body.id);
  });

  it.each(['admin', 'worker', 'client'])('gives the invited role %s, no PIN asked', async (role) => {
    const { token } = await invite({ role });
    const accepted = await accept(token);
    expect(accepted.status).toBe(201);
    expect(accepted.body.role).toBe(role);
  });

  it('lets a token be used once, even by two requests at the same moment', async () => {
    const { body, token } = await invite({ role: 'worker' });
    const results = await Promise.all([accept(token, 'first-pass'), accept(token, 'second-pass'), accept(token, 'third-pass')]);
    expect(results.map((response) => response.status).sort()).toEqual([201, 400, 400]);
    expect(await sql(databaseUrl, 'SELECT 1 FROM users WHERE lower(email) = lower($1)', [body.email])).toHaveLength(1);
  });

  it('refuses an email already registered, or already invited and pending (any letter case), with 409', async () => {
    const member = await registerAs(target, 'worker');
    const registered = await admin.agent.post('/api/invitations').send(details({ email: member.email.toUpperCase() }));
    expect([registered.status, registered.body.message]).toEqual([409, 'An account with this email already exists']);

    const { body } = await invite();
    const twice = await admin.agent.post('/api/invitations').send(details({ email: (body.email as string).toUpperCase() }));
    expect([twice.status, twice.body.message]).toEqual([409, 'This email has already been invited']);
  });

  it('keeps one pending invitation per email in the database, whatever the number of concurrent invites', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(Array.from({ length: 5 }, () => admin.agent.post('/api/invitations').send(details({ email }))));
    expect(results.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409]);
    await expect(
      sql(
        databaseUrl,
        `INSERT INTO invitations (email, first_name, last_name, phone_number, role, token_hash, expires_at) VALUES ($1, 'a', 'b', 'c', 'worker', repeat('0', 64), now())`,
        [email.toUpperCase()],
      ),
    ).rejects.toThrow(/invitations_one_pending_per_email/);
  });

  it('answers 409 when the email registered after the invitation, and the link stays unused', async () => {
    const { body, token } = await invite({ role: 'admin' });
    await registerAs(target, 'worker', { email: body.email });
    const accepted = await accept(token);
    expect([accepted.status, accepted.body.message]).toEqual([409, 'An account with this email already exists']);
    expect((await sql<{ role: string }>(databaseUrl, 'SELECT role FROM users WHERE lower(email) = lower($1)', [body.email]))[0].role).toBe('worker');
  });

  it('refuses an expired link, and lists the invitation as expired', async () => {
    const { invitation, token } = await invite();
    await sql(databaseUrl, `UPDATE invitations SET expires_at = now() - interval '1 second' WHERE id = $1`, [invitation.id]);
    expect((await request(target.baseUrl).post('/api/auth/verify-invite').send({ token })).body.message).toBe(INVALID_INVITE);
    expect((await accept(token)).status).toBe(400);
    const listed = (await admin.agent.get('/api/invitations')).body.find((row: { id: string }) => row.id === invitation.id);
    expect(listed.expired).toBe(true);
  });
});

describe('resend and revoke', () => {
  it('resend sends a new link and a new expiry; the old link is dead, the new one works', async () => {
    const { body, invitation, token: oldToken } = await invite();
    await sql(databaseUrl, `UPDATE invitations SET expires_at = now() + interval '1 day' WHERE id = $1`, [invitation.id]);
    const since = Date.now();
    const resent = await admin.agent.post(`/api/invitations/${invitation.id}/resend`);
    expect(resent.status).toBe(200);
    expect(new Date(resent.body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    const newToken = inviteTokenFrom(await newestOutboxEmail(target.config.dataDir, body.email as string, since));
    expect(newToken).not.toBe(oldToken);
    expect((await accept(oldToken)).status).toBe(400);
    expect((await accept(newToken)).status).toBe(201);
    // Accepted: nothing left to resend.
    expect((await admin.agent.post(`/api/invitations/${invitation.id}/resend`)).status).toBe(404);
  });

  it('revoke kills the link and frees the email for a new invitation', async () => {
    const { body, invitation, token } = await invite();
    const revoked = await admin.agent.delete(`/api/invitations/${invitation.id}`);
    expect(revoked.status).toBe(204);
    expect((await accept(token)).body.message).toBe(INVALID_INVITE);
    expect((await admin.agent.get('/api/invitations')).body.map((row: { id: string }) => row.id)).not.toContain(invitation.id);
    expect((await admin.agent.delete(`/api/invitations/${invitation.id}`)).status).toBe(404);
    expect((await admin.agent.post(`/api/invitations/${invitation.id}/resend`)).status).toBe(404);
    expect((await admin.agent.post('/api/invitations').send(details({ email: body.email }))).status).toBe(201);
  });

  it('pages the pending list newest first', async () => {
    await invite();
    await invite();
    const first = await admin.agent.get('/api/invitations?limit=1');
    const second = await admin.agent.get('/api/invitations?limit=1&offset=1');
    expect(first.body).toHaveLength(1);
    expect(second.body).toHaveLength(1);
    expect(new Date(first.body[0].createdAt).getTime()).toBeGreaterThanOrEqual(new Date(second.body[0].createdAt).getTime());
    expect(first.body[0].id).not.toBe(second.body[0].id);
  });
});
