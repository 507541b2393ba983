// The authorization matrix: every /api endpoint x {anonymous, admin, foreman, worker, client} ->
// expected status. Each domain keeps its rows in its own `*.e2e-spec.ts` and runs them through
// describeAccessMatrix, so a new endpoint joins the matrix in the change that adds it.
import request from 'supertest';
import { bootApp, createTestDatabase, Person, registerAs, TestApp, testConfig } from '../helpers';

export type Caller = 'anonymous' | 'admin' | 'foreman' | 'worker' | 'client';
export type LoggedInCaller = Exclude<Caller, 'anonymous'>;
export type Expected = Record<Caller, number>;

export interface MatrixRow<Ids> {
  method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  path: string | ((ids: Ids) => string);
  body?: unknown;
  /** A file sent as multipart/form-data instead of a JSON body (the photo upload). */
  attach?: { field: string; file: Buffer; filename: string };
  /** Logs in a fresh agent for the cell (for routes that end the session or change the caller). */
  fresh?: boolean;
  expect: Expected;
}

/** What a suite's setup gets to create the rows' ids with: the app, its database, one person per role. */
export interface MatrixContext {
  target: TestApp;
  databaseUrl: string;
  people: Record<LoggedInCaller, Person>;
}

export const all = (status: number): Expected => ({ anonymous: status, admin: status, foreman: status, worker: status, client: status });
export const loggedIn = (status: number): Expected => ({ anonymous: 401, admin: status, foreman: status, worker: status, client: status });
export const only = (allowed: LoggedInCaller[], status = 200): Expected => ({
  anonymous: 401,
  admin: allowed.includes('admin') ? status : 403,
  foreman: allowed.includes('foreman') ? status : 403,
  worker: allowed.includes('worker') ? status : 403,
  client: allowed.includes('client') ? status : 403,
});
export const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Boots the app on a fresh database, registers one person per role, lets `setup` create the rows'
 * ids, then checks every cell. Rows run in order, so a row that changes data (a DELETE) goes after
 * the rows that read it, or uses `fresh` and its own ids.
 */
export function describeAccessMatrix<Ids>(
  rows: MatrixRow<Ids>[],
  setup: (context: MatrixContext) => Promise<Ids>,
  /** Configuration these rows need (testConfig's environment). */
  env: Record<string, string> = {},
): void {
  let context: MatrixContext;
  let ids: Ids;

  beforeAll(async () => {
    const databaseUrl = await createTestDatabase();
    const target = await bootApp(testConfig(databaseUrl, env));
    const people = {} as Record<LoggedInCaller, Person>;
    for (const role of ['admin', 'foreman', 'worker', 'client'] as const) people[role] = await registerAs(target, role);
    context = { target, databaseUrl, people };
    ids = await setup(context);
  });

  afterAll(async () => context?.target.close());

  const cells = rows.flatMap((row) => (Object.keys(row.expect) as Caller[]).map((caller) => ({ row, caller, status: row.expect[caller] })));
  const label = (row: MatrixRow<Ids>) => (typeof row.path === 'string' ? row.path : row.path(new Proxy({}, { get: () => ':id' }) as Ids));

  it.each(cells.map((cell) => [cell.row.method.toUpperCase(), label(cell.row), cell.caller, cell.status, cell] as const))(
    '%s %s as %s -> %i',
    async (_method, _path, caller, status, cell) => {
      const { row } = cell;
      let agent: ReturnType<typeof request.agent> | ReturnType<typeof request>;
      if (caller === 'anonymous') agent = request(context.target.baseUrl);
      else if (row.fresh) agent = (await registerAs(context.target, caller)).agent;
      else agent = context.people[caller].agent;
      const path = typeof row.path === 'string' ? row.path : row.path(ids);
      let call = agent[row.method](path);
      if (row.body !== undefined) call = call.send(row.body as object);
      if (row.attach) call = call.attach(row.attach.field, row.attach.file, row.attach.filename);
      const response = await call;
      expect({ status: response.status, message: response.body?.message }).toMatchObject({ status });
      if (status >= 400) {
        expect(typeof response.body.message).toBe('string');
        if (status === 401) expect(response.body.message).toContain('Unauthorized');
      }
    },
  );
}
