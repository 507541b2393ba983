// Job site coordinates from an address through a Nominatim-compatible geocoder (GEOCODER_URL):
// a tiny real HTTP server here stands in for Nominatim's search API.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { bootApp, createTestDatabase, Person, registerAs, TestApp, testConfig } from './helpers';

/** What the double answers for a query: a status and a JSON body (a string is sent as is). */
type Answer = { status: number; body: unknown };
const ANSWERS: Record<string, Answer> = {
  '2150 S Canal St, Chicago, IL 60616': {
    status: 200,
    body: [{ lat: '41.8536124', lon: '-87.6397305', display_name: '2150, South Canal Street, Chicago, Illinois, 60616' }],
  },
  'Nowhere at all': { status: 200, body: [] },
  'Broken service': { status: 500, body: { error: 'down' } },
  'Not JSON': { status: 200, body: '<html>' },
  'Off the globe': { status: 200, body: [{ lat: '123.4', lon: '10' }] },
};

let geocoder: http.Server;
const asked: URLSearchParams[] = [];
let databaseUrl: string;
let withGeocoder: TestApp;
let withoutGeocoder: TestApp;
let admin: Person;

beforeAll(async () => {
  geocoder = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://double');
    if (url.pathname !== '/nominatim/search') {
      response.writeHead(404).end();
      return;
    }
    asked.push(url.searchParams);
    const answer = ANSWERS[url.searchParams.get('q') ?? ''] ?? { status: 200, body: [] };
    response.writeHead(answer.status, { 'Content-Type': 'application/json' });
    response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
  const { port } = geocoder.address() as AddressInfo;
  databaseUrl = await createTestDatabase();
  withGeocoder = await bootApp(testConfig(databaseUrl, { GEOCODER_URL: `http://127.0.0.1:${port}/nominatim` }));
  withoutGeocoder = await bootApp(testConfig(databaseUrl));
  admin = await registerAs(withGeocoder, 'admin');
});

afterAll(async () => {
  await withGeocoder?.close();
  await withoutGeocoder?.close();
  await new Promise((resolve) => geocoder?.close(resolve));
});

const geocode = (address: string) => admin.agent.get('/api/job-sites/geocode').query({ address });

it('finds the coordinates of an address with the search API, rounded as sites store them', async () => {
  expect((await admin.agent.get('/api/job-sites/geocoder')).body).toEqual({ available: true });
  const found = await geocode('  2150 S Canal St, Chicago, IL 60616 ');
  expect(found.status).toBe(200);
  expect(found.body).toEqual({ latitude: 41.853612, longitude: -87.63973, displayName: '2150, South Canal Street, Chicago, Illinois, 60616' });
  expect(Object.fromEntries(asked.at(-1)!)).toEqual({ q: '2150 S Canal St, Chicago, IL 60616', format: 'jsonv2', limit: '1' });
});

it.each([
  ['Nowhere at all', 404, 'No place was found for this address'],
  ['Broken service', 503, 'The address lookup service did not answer; enter the coordinates by hand or try again'],
  ['Not JSON', 503, 'The address lookup service did not answer; enter the coordinates by hand or try again'],
  ['Off the globe', 503, 'The address lookup service did not answer; enter the coordinates by hand or try again'],
])('%s: %i with a message, never a 500', async (address, status, message) => {
  const response = await geocode(address);
  expect({ status: response.status, message: response.body.message }).toEqual({ status, message });
});

it('refuses a missing, blank, repeated or too long address with a 400', async () => {
  const before = asked.length;
  for (const query of ['', '?address=', '?address=%20%20', `?address=${'x'.repeat(501)}`, '?address=a&address=b']) {
    const response = await admin.agent.get(`/api/job-sites/geocode${query}`);
    expect(response.status).toBe(400);
  }
  expect(asked.length).toBe(before);
});

it('without GEOCODER_URL there is no lookup: the form is told so and a lookup is a 503', async () => {
  const other = await registerAs(withoutGeocoder, 'admin');
  expect((await other.agent.get('/api/job-sites/geocoder')).body).toEqual({ available: false });
  const response = await other.agent.get('/api/job-sites/geocode').query({ address: '2150 S Canal St' });
  expect({ status: response.status, message: response.body.message }).toEqual({
    status: 503,
    message: 'Finding coordinates from an address is not configured (GEOCODER_URL)',
  });
});

it('keeps a site’s coordinates a real pair: both or neither, within range', async () => {
  const create = (body: Record<string, unknown>) => admin.agent.post('/api/job-sites').send({ name: 'Pair Site', address: '1 Pair Way', ...body });
  for (const [body, message] of [
    [{ latitude: 41.85 }, 'Latitude and longitude must be given together'],
    [{ latitude: 41.85, longitude: null }, 'Latitude and longitude must be given together'],
    [{ latitude: 91, longitude: 0 }, 'Latitude must be a number from -90 to 90'],
    [{ latitude: 0, longitude: -180.5 }, 'Longitude must be a number from -180 to 180'],
    [{ latitude: '41.85', longitude: '-87.63' }, 'Latitude must be a number from -90 to 90'],
  ] as const) {
    const response = await create(body);
    expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
  }
  const saved = await create({ latitude: 41.853612, longitude: -87.639731 });
  expect(saved.body).toMatchObject({ latitude: '41.853612', longitude: '-87.639731' });
});
