import { apiBaseQuery } from './baseQuery';
import { EARLY_ANSWER_MAX_AGE_MS, startEarly } from './earlyRequests';
import { mockFetch } from './testing';

const call = (args: Parameters<typeof apiBaseQuery>[0]) =>
  apiBaseQuery(args, { signal: new AbortController().signal } as never, {}) as Promise<{
    data?: unknown;
    error?: { status: unknown; message: string; data?: unknown };
  }>;

describe('apiBaseQuery error text', () => {
  it('turns a non-OK response into "status: body text"', async () => {
    mockFetch({ 'GET /api/issues': { status: 403, body: { statusCode: 403, message: 'Forbidden resource', error: 'Forbidden' } } });
    const result = await call('/issues');
    expect(result.error?.message).toBe('403: {"statusCode":403,"message":"Forbidden resource","error":"Forbidden"}');
    expect(result.error?.status).toBe(403);
    expect(result.error?.data).toEqual({ statusCode: 403, message: 'Forbidden resource', error: 'Forbidden' });
  });

  it('uses the status text when the body is empty', async () => {
    globalThis.fetch = jest.fn(async () => ({ ok: false, status: 502, statusText: 'Bad Gateway', text: async () => '' })) as never;
    const result = await call('/schedules');
    expect(result.error?.message).toBe('502: Bad Gateway');
  });

  it('returns parsed JSON, sends cookies, and a JSON body only when there is one', async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/login': { body: { id: 'u1' } }, 'GET /api/schedules/my': { body: [] } });
    expect((await call({ url: '/auth/login', method: 'POST', body: { email: 'a@b.co', password: 'x' } })).data).toEqual({ id: 'u1' });
    const [, postInit] = fetchMock.mock.calls[0];
    expect(postInit).toMatchObject({ method: 'POST', credentials: 'include', body: '{"email":"a@b.co","password":"x"}' });
    expect((postInit?.headers as Record<string, string>)['Content-Type']).toBe('application/json');

    await call({ url: '/schedules/my', params: { from: '2026-01-01', to: undefined } });
    const [url, getInit] = fetchMock.mock.calls[1];
    expect(url).toBe('/api/schedules/my?from=2026-01-01');
    expect(getInit?.body).toBeUndefined();
    expect((getInit?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('sends `multipart` fields as multipart/form-data (the browser writes its Content-Type with the boundary)', async () => {
    const fetchMock = mockFetch({ 'POST /api/issues/i1/photos': { status: 201, body: { id: 'p1' } } });
    const photo = new File(['x'], 'site.jpg', { type: 'image/jpeg' });
    expect((await call({ url: '/issues/i1/photos', method: 'POST', multipart: [{ name: 'photo', value: photo, filename: 'site.jpg' }] })).data).toEqual({
      id: 'p1',
    });
    const [, init] = fetchMock.mock.calls[0];
    expect((init?.body as FormData).get('photo')).toMatchObject({ name: 'site.jpg', size: 1 });
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('takes the answer of a GET the entry started early once, and asks the network after that', async () => {
    const fetchMock = mockFetch({ 'GET /api/auth/user': { body: { id: 'u1' } } });
    void startEarly('/api/auth/user');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'GET', credentials: 'include' });
    expect((await call('/auth/user')).data).toEqual({ id: 'u1' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((await call('/auth/user')).data).toEqual({ id: 'u1' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not hand out an early answer older than EARLY_ANSWER_MAX_AGE_MS: it asks the network afresh', async () => {
    const fetchMock = mockFetch({ 'GET /api/notifications': { body: [] } });
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    try {
      void startEarly('/api/notifications');
      now.mockReturnValue(1_000_000 + EARLY_ANSWER_MAX_AGE_MS + 1);
      expect((await call('/notifications')).data).toEqual([]);
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      now.mockRestore();
    }
  });
});
