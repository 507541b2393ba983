// The platform's rows of the authorization matrix (auth, users, read endpoints, notifications).
// Domain rows live next to their domain's tests, through the same describeAccessMatrix.
import { registerAs } from './helpers';
import { all, describeAccessMatrix, loggedIn, MatrixRow, NO_SUCH_ID, only } from './support/access-matrix';

interface Ids {
  bystander: string;
  invitation: string;
}

export const MATRIX: MatrixRow<Ids>[] = [
  { method: 'get', path: '/api/config', expect: all(200) },
  { method: 'get', path: '/api/health', expect: all(200) },
  { method: 'get', path: '/api/login', expect: all(302) },
  { method: 'get', path: '/api/logout', fresh: true, expect: all(302) },
  { method: 'get', path: '/api/auth/user', expect: loggedIn(200) },
  { method: 'patch', path: '/api/auth/user', body: { language: 'en' }, expect: loggedIn(200) },
  { method: 'post', path: '/api/auth/register', body: {}, expect: all(400) },
  { method: 'post', path: '/api/auth/login', body: {}, expect: all(400) },
  { method: 'post', path: '/api/auth/forgot-password', body: { email: 'nobody@example.com' }, expect: all(200) },
  { method: 'post', path: '/api/auth/verify-reset-token', body: { token: 'nope' }, expect: all(400) },
  { method: 'post', path: '/api/auth/reset-password', body: { token: 'nope', newPassword: 'secret12' }, expect: all(400) },
  // People with their emails and phone numbers: admins only (the others see names in the chat).
  { method: 'get', path: '/api/users', expect: only(['admin']) },
  { method: 'get', path: '/api/users?role=worker&search=a&limit=5', expect: only(['admin']) },
  { method: 'get', path: '/api/users/counts', expect: only(['admin']) },
  { method: 'get', path: '/api/users/counts?search=a', expect: only(['admin']) },
  { method: 'get', path: '/api/users/schedulable?search=a', expect: only(['admin']) },
  { method: 'get', path: '/api/users/workers', expect: only(['admin']) },
  { method: 'get', path: '/api/users/foremen', expect: only(['admin']) },
  { method: 'get', path: '/api/users/foremen?search=a&limit=5', expect: only(['admin']) },
  { method: 'get', path: '/api/users/clients', expect: only(['admin']) },
  { method: 'get', path: '/api/users/clients?search=a&limit=5', expect: only(['admin']) },
  { method: 'patch', path: (ids) => `/api/users/${ids.bystander}/role`, body: { role: 'worker' }, expect: only(['admin']) },
  { method: 'patch', path: `/api/users/${NO_SUCH_ID}/role`, body: { role: 'worker' }, expect: only(['admin'], 404) },
  { method: 'get', path: '/api/users/self-registration', expect: only(['admin']) },
  { method: 'post', path: '/api/users/self-registration/foreman/reopen', expect: only(['admin']) },
  { method: 'patch', path: (ids) => `/api/users/${ids.bystander}/active`, body: { active: true }, expect: only(['admin']) },
  { method: 'patch', path: `/api/users/${NO_SUCH_ID}/active`, body: { active: false }, expect: only(['admin'], 404) },
  { method: 'post', path: '/api/invitations', body: {}, expect: only(['admin'], 400) },
  { method: 'get', path: '/api/invitations', expect: only(['admin']) },
  { method: 'post', path: (ids) => `/api/invitations/${ids.invitation}/resend`, expect: only(['admin']) },
  { method: 'post', path: `/api/invitations/${NO_SUCH_ID}/resend`, expect: only(['admin'], 404) },
  { method: 'delete', path: `/api/invitations/${NO_SUCH_ID}`, expect: only(['admin'], 404) },
  { method: 'post', path: '/api/auth/verify-invite', body: { token: 'nope' }, expect: all(400) },
  { method: 'post', path: '/api/auth/accept-invite', body: { token: 'nope', password: 'secret12' }, expect: all(400) },
  { method: 'get', path: '/api/schedules', expect: only(['admin']) },
  { method: 'get', path: '/api/schedules/my', expect: only(['admin', 'foreman', 'worker']) },
  { method: 'get', path: '/api/time-off-requests', expect: only(['admin']) },
  { method: 'get', path: '/api/time-off-requests/my', expect: only(['admin', 'foreman', 'worker']) },
  { method: 'get', path: '/api/issues', expect: only(['admin', 'foreman']) },
  { method: 'get', path: '/api/job-sites', expect: only(['admin']) },
  { method: 'get', path: '/api/job-sites/my-sites', expect: only(['client']) },
  { method: 'get', path: '/api/notifications', expect: loggedIn(200) },
  { method: 'get', path: '/api/notifications/unread-count', expect: loggedIn(200) },
  { method: 'get', path: '/api/notifications?limit=5', expect: loggedIn(200) },
  { method: 'get', path: `/api/notifications?before=${NO_SUCH_ID}`, expect: loggedIn(404) },
  { method: 'patch', path: `/api/notifications/${NO_SUCH_ID}/read`, expect: loggedIn(404) },
  { method: 'post', path: '/api/notifications/read-all', expect: loggedIn(200) },
  { method: 'get', path: '/api/no-such-endpoint', expect: all(404) },
  { method: 'post', path: '/api/no-such-endpoint', body: {}, expect: all(404) },
];

describeAccessMatrix(MATRIX, async ({ target, people }) => {
  const invited = await people.admin.agent
    .post('/api/invitations')
    .send({ firstName: 'In', lastName: 'Vitee', email: 'matrix.invitee@example.com', phoneNumber: '312-555-0100', role: 'worker' });
  if (invited.status !== 201) throw new Error(`invite failed: ${invited.status}`);
  return { bystander: (await registerAs(target, 'worker')).user.id, invitation: invited.body.id as string };
});
