// Reliability: a generated fuzz run over every POST, PUT and PATCH endpoint. The list
// of endpoints, who may call each and the fields of its body DTO are read from the running app's
// own metadata (Nest's route decorators, @Allow/@Public, class-validator's metadata storage), so
// a new endpoint is fuzzed without editing this file. Whatever is sent, the answer is never a
// 5xx, always the one error shape, and a body over the limit is a 413.
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import { getMetadataStorage } from 'class-validator';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ALLOW_KEY, PUBLIC_KEY } from '../src/common/access.decorators';
import type { Role } from '../src/common/roles';
import { bootApp, createTestDatabase, Person, registerAs, TestApp, testConfig } from './helpers';

interface FuzzedEndpoint {
  method: 'post' | 'put' | 'patch';
  path: string;
  /** The first role allowed to call it, or null for a public route. */
  role: Role | null;
  fields: string[];
}

type Constructor = new (...args: never[]) => unknown;
const VERBS: Partial<Record<RequestMethod, FuzzedEndpoint['method']>> = {
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.PATCH]: 'patch',
};

/** Every state-changing route of the app, from the controllers' decorators. */
function discoverEndpoints(target: TestApp): FuzzedEndpoint[] {
  const endpoints: FuzzedEndpoint[] = [];
  for (const module of target.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Constructor | null;
      if (!controller) continue;
      const prefix = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const verb = VERBS[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        if (!verb) continue;
        const route = String(Reflect.getMetadata(PATH_METADATA, handler) ?? '');
        const isPublic = Reflect.getMetadata(PUBLIC_KEY, handler) ?? Reflect.getMetadata(PUBLIC_KEY, controller);
        const allowed = (Reflect.getMetadata(ALLOW_KEY, handler) ?? Reflect.getMetadata(ALLOW_KEY, controller)) as Role[] | undefined;
        endpoints.push({
          method: verb,
          path: `/api/${[prefix, route].filter((part) => part && part !== '/').join('/')}`.replace(/\/+/g, '/'),
          role: isPublic ? null : (allowed?.[0] ?? null),
          fields: bodyFields(controller, name),
        });
      }
    }
  }
  return endpoints;
}

/** The properties class-validator checks on the handler's @Body() DTO (none when it reads no body). */
function bodyFields(controller: Constructor, handlerName: string): string[] {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handlerName) ?? {}) as Record<string, { index: number }>;
  const bodyArg = Object.entries(args).find(([key]) => key.split(':')[0] === String(RouteParamtypes.BODY));
  if (!bodyArg) return [];
  const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, handlerName) ?? []) as Constructor[];
  const dto = types[bodyArg[1].index];
  if (!dto || dto === Object) return [];
  const metadata = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  return [...new Set(metadata.map((entry) => entry.propertyName))];
}

const DEEP = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = { nested: value };
  return value;
};

/** Values no DTO field expects, or expects only within limits. */
const FIELD_VALUES: Array<[string, unknown]> = [
  ['null', null],
  ['a number', 42],
  ['a negative number', -1],
  ['a huge number', 1e308],
  ['an unsafe integer', 2 ** 64],
  ['true', true],
  ['an empty string', ''],
  ['an array', ['a', 1, null]],
  ['an object', { nested: 'object' }],
  ['a 90 kB string', 'x'.repeat(90_000)],
  ['unicode', 'Zażółć 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 \u202etxt.exe \u200b 🏗️ \uFFFD'],
  ['a NUL byte', 'before\u0000after'],
  ['a lone surrogate', 'half \ud800 a pair'],
  ['an impossible date', '2026-02-30'],
  ['a numeric string overflow', '1e999'],
  ['SQL', "'; DROP TABLE users; --"],
  ['deep JSON', DEEP(200)],
];

/** Whole bodies, for endpoints with or without fields. */
function wholeBodies(fields: string[]): Array<[string, { raw?: string; body?: unknown }]> {
  return [
    ['no body', {}],
    ['an empty object', { body: {} }],
    ['a JSON array', { raw: '[1,2,3]' }],
    ['a JSON string', { raw: '"text"' }],
    ['JSON null', { raw: 'null' }],
    ['broken JSON', { raw: '{"a":' }],
    ['JSON nested 5000 levels', { raw: `${'['.repeat(5000)}${']'.repeat(5000)}` }],
    ['every field null', { body: Object.fromEntries(fields.map((field) => [field, null])) }],
    ['every field a huge string', { body: Object.fromEntries(fields.map((field) => [field, 'y'.repeat(5_000)])) }],
    ['an unknown field', { body: { notAField: 1 } }],
    ['__proto__ pollution', { raw: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}' }],
  ];
}

const ONE_MEGABYTE_BODY = JSON.stringify({ padding: 'z'.repeat(1024 * 1024) });

let target: TestApp;
let endpoints: FuzzedEndpoint[];
const people: Partial<Record<Role, Person>> = {};

beforeAll(async () => {
  target = await bootApp(testConfig(await createTestDatabase()));
  endpoints = discoverEndpoints(target);
});

afterAll(async () => {
  await target?.close();
});

/** A logged-in person of `role`; a new one when a fuzzed call ended the last one's session. */
async function personFor(role: Role): Promise<Person> {
  const known = people[role];
  if (known && (await request(target.baseUrl).get('/api/auth/user').set('Cookie', known.cookie)).status === 200) return known;
  people[role] = await registerAs(target, role);
  return people[role] as Person;
}

function send(endpoint: FuzzedEndpoint, path: string, cookie: string | null, payload: { raw?: string; body?: unknown }) {
  let test = request(target.baseUrl)[endpoint.method](path);
  if (cookie) test = test.set('Cookie', cookie);
  if (payload.raw !== undefined) return test.set('Content-Type', 'application/json').send(payload.raw);
  if (payload.body !== undefined) return test.send(payload.body as object);
  return test;
}

it('finds the state-changing endpoints from the controllers (so new ones are fuzzed too)', () => {
  const names = endpoints.map((endpoint) => `${endpoint.method.toUpperCase()} ${endpoint.path}`);
  // A few known ones, as a check that discovery works; the run below covers all of them.
  expect(names).toEqual(expect.arrayContaining(['POST /api/auth/register', 'POST /api/messages', 'PATCH /api/users/:id/role', 'POST /api/vendor-prices']));
  expect(endpoints.length).toBeGreaterThan(30);
  const register = endpoints.find((endpoint) => endpoint.path === '/api/auth/register');
  expect(register?.fields).toEqual(expect.arrayContaining(['email', 'password', 'role']));
});

it('no generated body gets a 5xx; every refusal has the one error shape', async () => {
  const failures: string[] = [];
  let sent = 0;
  for (const endpoint of endpoints) {
    // Path parameters: an id that exists nowhere, and once a value that is no id at all.
    const path = endpoint.path.replace(/:\w+/g, randomUUID());
    const garbagePath = endpoint.path.replace(/:\w+/g, 'not-an-id%00');
    const cases: Array<[string, string, { raw?: string; body?: unknown }]> = [
      ...wholeBodies(endpoint.fields).map(([name, payload]): [string, string, typeof payload] => [name, path, payload]),
      ['a garbage path parameter', garbagePath, { body: {} }],
    ];
    for (const field of endpoint.fields) {
      for (const [name, value] of FIELD_VALUES) cases.push([`${field} = ${name}`, path, { body: { [field]: value } }]);
    }
    for (const [name, casePath, payload] of cases) {
      const cookie = endpoint.role ? (await personFor(endpoint.role)).cookie : null;
      const response = await send(endpoint, casePath, cookie, payload);
      sent += 1;
      const label = `${endpoint.method.toUpperCase()} ${endpoint.path} with ${name}`;
      if (response.status >= 500) failures.push(`${label}: ${response.status} ${JSON.stringify(response.body)}`);
      else if (response.status >= 400) {
        const body = response.body as { statusCode?: unknown; message?: unknown; error?: unknown };
        if (body.statusCode !== response.status || typeof body.message !== 'string' || typeof body.error !== 'string') {
          failures.push(`${label}: ${response.status} without the error shape: ${response.text.slice(0, 200)}`);
        }
      }
    }
  }
  expect(failures).toEqual([]);
  expect(sent).toBeGreaterThan(500);
  process.stdout.write(`Fuzz: ${sent} requests over ${endpoints.length} POST/PUT/PATCH endpoints, no 5xx\n`);
}, 300_000);

it('a 1 MB body is refused with 413 and the one error shape on every endpoint', async () => {
  const wrong: string[] = [];
  for (const endpoint of endpoints) {
    const cookie = endpoint.role ? (await personFor(endpoint.role)).cookie : null;
    const response = await send(endpoint, endpoint.path.replace(/:\w+/g, randomUUID()), cookie, { raw: ONE_MEGABYTE_BODY });
    const expected = { statusCode: 413, message: 'The request body is too large', error: 'Payload Too Large' };
    if (response.status !== 413 || JSON.stringify(response.body) !== JSON.stringify(expected)) {
      wrong.push(`${endpoint.method.toUpperCase()} ${endpoint.path}: ${response.status} ${response.text.slice(0, 200)}`);
    }
  }
  expect(wrong).toEqual([]);
}, 120_000);
