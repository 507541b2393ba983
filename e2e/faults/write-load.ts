// A steady write load from several people (messages, breaks, issues, supply orders) that records
// every write the server acknowledged, and the SQL checks that what is stored is whole.
import { expect } from '@playwright/test';
import { Answer, Person, sql } from './harness';

export const ORDER_ITEMS = ['Nails', 'Screws'];
/** Prices the admin sets before the load; an order's stored total must be their sum. */
export const PRICES = { Nails: '5.25', Screws: '3.10' } as const;

export interface Team {
  admin: Person;
  foreman: Person;
  workers: Person[];
}

export interface Acknowledged {
  messages: string[];
  breaksStarted: string[];
  breaksEnded: string[];
  issues: string[];
  orders: string[];
}

export interface LoadRun {
  acknowledged: Acknowledged;
  /** Every answer, in order, with the time it arrived. */
  answers: Array<Answer & { at: number; what: string }>;
  stop(): Promise<void>;
}

export async function registerTeam(baseUrl: string): Promise<Team> {
  const admin = await Person.register(baseUrl, 'admin', 'Ada');
  const foreman = await Person.register(baseUrl, 'foreman', 'Fred');
  const workers = [await Person.register(baseUrl, 'worker', 'Wanda'), await Person.register(baseUrl, 'worker', 'Walt')];
  for (const [itemName, price] of Object.entries(PRICES)) {
    const answer = await admin.call('POST', '/api/vendor-prices', { itemName, vendor: 'lowes', price, inStock: true });
    expect(answer.status).toBe(201);
  }
  return { admin, foreman, workers };
}

/** Starts one loop per person, each sending its next write as soon as the last one is answered. */
export function startWriteLoad(team: Team): LoadRun {
  const acknowledged: Acknowledged = { messages: [], breaksStarted: [], breaksEnded: [], issues: [], orders: [] };
  const answers: LoadRun['answers'] = [];
  let running = true;
  let counter = 0;
  const record = (what: string, answer: Answer) => {
    answers.push({ ...answer, at: Date.now(), what });
    return answer;
  };
  const pause = (answer: Answer) => (answer.status === 0 || answer.status >= 500 ? new Promise((resolve) => setTimeout(resolve, 100)) : null);

  const adminLoop = async () => {
    while (running) {
      counter += 1;
      const recipient = team.workers[counter % team.workers.length];
      const message = record(
        'message',
        await team.admin.call('POST', '/api/messages', { recipientId: recipient.id, message: `load ${counter}`, channelType: 'direct' }),
      );
      if (message.status === 201) acknowledged.messages.push(message.body.id);
      const order = record(
        'order',
        await team.admin.call('POST', '/api/supply-orders', {
          items: ORDER_ITEMS,
          vendor: 'lowes',
          shippingInfo: { address: '100 N LaSalle St', city: 'Chicago', state: 'IL', zip: '60602' },
        }),
      );
      if (order.status === 201) acknowledged.orders.push(order.body.id);
      await pause(order);
    }
  };
  const workerLoop = async (worker: Person) => {
    let activeBreak: string | null = null;
    while (running) {
      counter += 1;
      const message = record(
        'message',
        await worker.call('POST', '/api/messages', { recipientId: team.admin.id, message: `from ${worker.email} ${counter}`, channelType: 'direct' }),
      );
      if (message.status === 201) acknowledged.messages.push(message.body.id);
      if (activeBreak) {
        const ended = record('break end', await worker.call('PATCH', `/api/breaks/${activeBreak}/end`));
        if (ended.status === 200) {
          acknowledged.breaksEnded.push(activeBreak);
          activeBreak = null;
        } else if (ended.status === 409) {
          // An earlier end committed but its answer was lost (a 503 or a crash after the commit):
          // the server says so, and the person moves on, as the app does.
          activeBreak = null;
        }
      } else {
        const started = record('break start', await worker.call('POST', '/api/breaks', { breakType: 'break' }));
        if (started.status === 201) {
          activeBreak = started.body.id;
          acknowledged.breaksStarted.push(started.body.id);
        } else if (started.status === 409) {
          // A start sent before a crash committed without its answer: end that break first.
          const open = await worker.call('GET', '/api/breaks/today');
          activeBreak = Array.isArray(open.body) ? (open.body.find((b: { endTime: unknown }) => !b.endTime)?.id ?? null) : null;
        }
      }
      const issue = record('issue', await worker.call('POST', '/api/issues', { title: `Loose rail ${counter}`, description: 'Found during the load' }));
      if (issue.status === 201) acknowledged.issues.push(issue.body.id);
      await pause(issue);
    }
  };
  const loops = [adminLoop(), ...team.workers.map(workerLoop)];
  return {
    acknowledged,
    answers,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Every acknowledged write is stored, and nothing stored is half-written. */
export async function expectWholeAndDurable(databaseUrl: string, team: Team, acknowledged: Acknowledged): Promise<void> {
  const ids = async (table: string, list: string[]) =>
    (await sql<{ id: string }>(databaseUrl, `SELECT id FROM ${table} WHERE id = ANY($1::uuid[])`, [list])).map((row) => row.id).sort();
  expect(await ids('messages', acknowledged.messages)).toEqual([...acknowledged.messages].sort());
  expect(await ids('issues', acknowledged.issues)).toEqual([...acknowledged.issues].sort());
  expect(await ids('supply_orders', acknowledged.orders)).toEqual([...acknowledged.orders].sort());
  expect(await ids('breaks', acknowledged.breaksStarted)).toEqual([...acknowledged.breaksStarted].sort());

  // Ended breaks stay ended; no one has two running; times are in order.
  const ended = await sql(databaseUrl, 'SELECT id FROM breaks WHERE id = ANY($1::uuid[]) AND end_time IS NULL', [acknowledged.breaksEnded]);
  expect(ended).toEqual([]);
  expect(await sql(databaseUrl, 'SELECT user_id FROM breaks WHERE end_time IS NULL GROUP BY user_id HAVING count(*) > 1')).toEqual([]);
  expect(await sql(databaseUrl, 'SELECT id FROM breaks WHERE end_time < start_time')).toEqual([]);

  // Every stored order (acknowledged or not) is whole: its lines and the total of exactly them.
  const badOrders = await sql(
    databaseUrl,
    `SELECT o.id, o.items, o.total_cost FROM supply_orders o
      WHERE o.items IS DISTINCT FROM $1::varchar[]
         OR o.total_cost <> (SELECT sum(p.price) FROM vendor_prices p WHERE p.vendor = o.vendor AND p.item_name = ANY(o.items))`,
    [ORDER_ITEMS],
  );
  expect(badOrders).toEqual([]);

  // Every stored issue (acknowledged or not) reached the admin: the report and its notice are one
  // write. The notice is the admins' role's row (migration 1768600000000-RoleNotifications), not
  // excepting this admin. Notifications are stored as catalog keys with their arguments (JSON),
  // rendered in each reader's language when read.
  const untold = await sql(
    databaseUrl,
    `SELECT i.id FROM issues i
      WHERE NOT EXISTS (SELECT 1 FROM notifications n
                         WHERE n.audience = 'admin' AND n.except_user_id IS DISTINCT FROM $1
                           AND n.title = 'notifications.issues.reported.title' AND n.message LIKE '%"' || i.title || '"%')`,
    [team.admin.id],
  );
  expect(untold).toEqual([]);
}
