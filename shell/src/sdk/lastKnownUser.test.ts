import { authApi } from './authApi';
import { forgetUser, lastKnownUser } from './lastKnownUser';
import { makeStore } from './store';
import { mockFetch, resetTestStores } from './testing';

const LUIS = { id: 'u1', email: 'worker1@groundwork.demo', firstName: 'Luis', lastName: 'Hernandez', role: 'worker', language: 'en' };

async function currentUser() {
  const store = makeStore();
  const result = await store.dispatch(authApi.endpoints.getCurrentUser.initiate());
  resetTestStores();
  return result;
}

afterEach(() => {
  forgetUser();
  resetTestStores();
});

describe('the current user without a network', () => {
  it('is the person last logged in on this device when GET /api/auth/user gets no answer at all', async () => {
    mockFetch({ 'GET /api/auth/user': { body: LUIS } });
    expect((await currentUser()).data).toEqual(LUIS);
    expect(lastKnownUser()).toEqual(LUIS);

    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    expect((await currentUser()).data).toEqual(LUIS);
  });

  it('is nobody once the server said 401: an ended session is never stood in for', async () => {
    mockFetch({ 'GET /api/auth/user': { body: LUIS } });
    await currentUser();
    mockFetch({ 'GET /api/auth/user': { status: 401, body: { statusCode: 401, message: 'Unauthorized' } } });
    expect((await currentUser()).data).toBeNull();
    expect(lastKnownUser()).toBeNull();

    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    const offline = await currentUser();
    expect(offline.data).toBeUndefined();
    expect(offline.error).toMatchObject({ status: 'FETCH_ERROR' });
  });

  it('is an error, not the kept person, when the server answers with a failure', async () => {
    mockFetch({ 'GET /api/auth/user': { body: LUIS } });
    await currentUser();
    mockFetch({ 'GET /api/auth/user': { status: 503, body: 'down' } });
    const result = await currentUser();
    expect(result.error).toMatchObject({ status: 503 });
    // Kept: a server that is down has not ended the session.
    expect(lastKnownUser()).toEqual(LUIS);
  });

  it('is forgotten at logout', () => {
    localStorage.setItem('groundwork.lastKnownUser', JSON.stringify(LUIS));
    forgetUser();
    expect(lastKnownUser()).toBeNull();
    localStorage.setItem('groundwork.lastKnownUser', '{not json');
    expect(lastKnownUser()).toBeNull();
  });
});
