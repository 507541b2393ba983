import 'fake-indexeddb/auto';

import { render, screen } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { deserialize, serialize } from 'node:v8';

import { apiBaseQuery } from '../baseQuery';
import { mockFetch } from '../testing';
import { reportConnection } from './connection';
import { clearReads, keepRead, MAX_ANSWERS, storedRead } from './deviceReads';
import { forgetDeviceStores } from './deviceStore';
import { OfflineNotice } from './OfflineNotice';
import { setDevicePerson } from './person';

// fake-indexeddb clones what it stores with structuredClone, which jsdom lacks.
globalThis.structuredClone ??= (value: unknown) => deserialize(serialize(value));

const call = (url: string, keepOnDevice: boolean) =>
  apiBaseQuery(url, { signal: new AbortController().signal, getState: () => ({}) } as never, { keepOnDevice }) as Promise<{
    data?: unknown;
    error?: { status: unknown };
    meta?: { loadedAt?: number };
  }>;

async function stored(person: string, url: string) {
  for (let tries = 0; tries < 50; tries += 1) {
    const read = await storedRead(person, url);
    if (read) return read;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return undefined;
}

const networkDown = () => {
  globalThis.fetch = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  }) as never;
};

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  forgetDeviceStores();
  setDevicePerson('p1');
  reportConnection(true);
});
afterAll(() => setDevicePerson(null));

describe('reads kept on the device', () => {
  it('keeps a read that asks for it, per person, and answers it from the device when the network is down', async () => {
    mockFetch({ 'GET /api/breaks/today': { body: [{ id: 'b1' }] } });
    expect((await call('/breaks/today', true)).data).toEqual([{ id: 'b1' }]);
    const kept = await stored('p1', '/api/breaks/today');
    expect(kept?.text).toBe('[{"id":"b1"}]');

    networkDown();
    const offline = await call('/breaks/today', true);
    expect(offline.data).toEqual([{ id: 'b1' }]);
    expect(offline.meta?.loadedAt).toBe(kept?.loadedAt);

    // Another person on this device: nothing of p1's.
    setDevicePerson('p2');
    expect((await call('/breaks/today', true)).error?.status).toBe('FETCH_ERROR');
  });

  it('keeps nothing of a read that does not ask, and never answers an HTTP error from the device', async () => {
    mockFetch({ 'GET /api/job-sites': { body: [{ id: 's1' }] }, 'GET /api/breaks/today': { body: [] } });
    await call('/job-sites', false);
    await call('/breaks/today', true);
    await stored('p1', '/api/breaks/today');
    expect(await storedRead('p1', '/api/job-sites')).toBeUndefined();

    mockFetch({ 'GET /api/breaks/today': { status: 503, body: { statusCode: 503, message: 'Down' } } });
    expect((await call('/breaks/today', true)).error?.status).toBe(503);
  });

  it('forgets everything at logout, and keeps at most MAX_ANSWERS answers, the newest', async () => {
    for (let index = 0; index <= MAX_ANSWERS; index += 1) await keepRead('p1', `/api/issues?page=${index}`, '[]', 1000 + index);
    expect(await storedRead('p1', '/api/issues?page=0')).toBeUndefined();
    expect(await storedRead('p1', `/api/issues?page=${MAX_ANSWERS}`)).toBeDefined();
    await clearReads();
    expect(await storedRead('p1', `/api/issues?page=${MAX_ANSWERS}`)).toBeUndefined();
  });
});

describe('OfflineNotice', () => {
  it('says nothing while online and every read came from the server', () => {
    render(<OfflineNotice reads={[{ data: [], fulfilledTimeStamp: Date.now() }]} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offline, says when the data shown was loaded: the oldest of the page’s reads', () => {
    reportConnection(false);
    const at = (hours: number, minutes: number) => new Date(new Date().setHours(hours, minutes, 0, 0)).getTime();
    render(<OfflineNotice reads={[{ data: [], fulfilledTimeStamp: at(9, 15) }, { data: {}, fulfilledTimeStamp: at(7, 42) }, { data: undefined }]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Offline: showing what was loaded at 7:42 AM');
  });

  it('offline with nothing loaded, says the page was never loaded on this device', () => {
    reportConnection(false);
    render(<OfflineNotice reads={[{ isError: true, error: { status: 'FETCH_ERROR', message: 'Failed to fetch' } }]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Offline: this page has not been loaded on this device yet');
  });
});
