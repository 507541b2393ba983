// The demo company seeded on an empty database when SEED_DEMO=true (one transaction).
import { hash } from '@node-rs/argon2';
import type { DataSource, EntityManager } from 'typeorm';
import { isoDateOf } from '../../common/calendar';

export const DEMO_PASSWORD = 'groundwork';
export const DEMO_ADMIN_EMAIL = 'admin@groundwork.demo';

const PEOPLE = [
  { role: 'admin', email: DEMO_ADMIN_EMAIL, firstName: 'Maria', lastName: 'Kowalski', phone: '(312) 555-0142' },
  { role: 'foreman', email: 'foreman@groundwork.demo', firstName: 'Darnell', lastName: 'Washington', phone: '(773) 555-0187' },
  { role: 'worker', email: 'worker1@groundwork.demo', firstName: 'Luis', lastName: 'Hernandez', phone: '(708) 555-0123' },
  { role: 'worker', email: 'worker2@groundwork.demo', firstName: 'Patrick', lastName: "O'Brien", phone: '(630) 555-0164' },
  { role: 'worker', email: 'worker3@groundwork.demo', firstName: 'Tomasz', lastName: 'Nowak', phone: '(847) 555-0119' },
  { role: 'client', email: 'client@groundwork.demo', firstName: 'Angela', lastName: 'Brooks', phone: '(312) 555-0198' },
] as const;

export const DEMO_LOGINS = PEOPLE.map((person) => ({ role: person.role, email: person.email }));

/** The 15 inventory items of spec 9 with [menards, lowes] prices; null means out of stock. */
const PRICES: Array<[string, string, string, boolean, boolean]> = [
  ['Hammers', '18.97', '21.98', true, true],
  ['Drills', '89.99', '99.00', true, true],
  ['Saws', '24.49', '27.98', true, false],
  ['Measuring Tape', '12.97', '11.98', true, true],
  ['Level', '19.99', '22.48', true, true],
  ['Safety Helmets', '16.49', '17.98', true, true],
  ['Safety Glasses', '4.97', '5.48', true, true],
  ['Gloves', '8.99', '9.98', true, true],
  ['First Aid Kit', '29.99', '27.48', false, true],
  ['2x4 Lumber', '4.12', '4.38', true, true],
  ['Nails', '9.47', '10.28', true, true],
  ['Screws', '11.99', '12.48', true, true],
  ['Concrete Mix', '5.98', '6.47', true, false],
  ['Paint', '34.99', '38.98', true, true],
  ['Brushes', '7.49', '6.98', true, true],
];


function addDays(days: number): Date {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() + days);
  return date;
}

async function insert(manager: EntityManager, sql: string, params: unknown[]): Promise<string> {
  const rows = (await manager.query(`${sql} RETURNING id`, params)) as Array<{ id: string }>;
  return rows[0].id;
}

/** Seeds the demo company when the users table is empty; returns whether it seeded. */
export async function seedDemoCompany(dataSource: DataSource): Promise<boolean> {
  const passwordHash = await hash(DEMO_PASSWORD);
  return dataSource.transaction(async (manager) => {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('groundwork:register'))`);
    const [{ count }] = (await manager.query(`SELECT count(*)::int AS count FROM users`)) as Array<{ count: number }>;
    if (count > 0) return false;

    const ids: Record<string, string> = {};
    for (const person of PEOPLE) {
      ids[person.email] = await insert(
        manager,
        `INSERT INTO users (first_name, last_name, email, phone_number, role, password_hash) VALUES ($1, $2, $3, $4, $5, $6)`,
        [person.firstName, person.lastName, person.email, person.phone, person.role, passwordHash],
      );
    }
    const admin = ids[DEMO_ADMIN_EMAIL];
    const foreman = ids['foreman@groundwork.demo'];
    const client = ids['client@groundwork.demo'];
    const workers = ['worker1@groundwork.demo', 'worker2@groundwork.demo', 'worker3@groundwork.demo'].map((email) => ids[email]);

    const riverside = await insert(
      manager,
      `INSERT INTO job_sites (name, address, latitude, longitude, status, foreman_id, client_id, progress_percentage,
         estimated_completion_date, total_cost, paid_amount)
       VALUES ($1, $2, $3, $4, 'active', $5, $6, 45, $7, '186500.00', '74600.00')`,
      ['Riverside Warehouse Deconstruction', '2150 S Canal St, Chicago, IL 60616', '41.853600', '-87.639700', foreman, client, isoDateOf(addDays(60))],
    );
    const oakPark = await insert(
      manager,
      `INSERT INTO job_sites (name, address, latitude, longitude, status, foreman_id, progress_percentage,
         estimated_completion_date, total_cost, paid_amount)
       VALUES ($1, $2, $3, $4, 'active', $5, 15, $6, '92400.00', '0.00')`,
      ['Oak Park Bungalow Renovation', '1027 N Harlem Ave, Oak Park, IL 60302', '41.900300', '-87.806200', foreman, isoDateOf(addDays(90))],
    );

    for (let day = 0; day < 7; day += 1) {
      const date = addDays(day);
      if (date.getDay() === 0) continue; // no work on Sundays
      for (const [index, worker] of workers.entries()) {
        const site = index === 2 ? oakPark : riverside;
        await manager.query(
          `INSERT INTO schedules (worker_id, job_site_id, date, meet_time, start_time, created_by_id) VALUES ($1, $2, $3, $4, $5, $6)`,
          [worker, site, isoDateOf(date), index === 2 ? '07:00' : '06:30', index === 2 ? '07:30' : '07:00', admin],
        );
      }
      await manager.query(
        `INSERT INTO schedules (worker_id, job_site_id, date, meet_time, start_time, created_by_id) VALUES ($1, $2, $3, '06:15', '06:45', $4)`,
        [foreman, riverside, isoDateOf(date), admin],
      );
    }

    for (const [itemName, menards, lowes, menardsInStock, lowesInStock] of PRICES) {
      const sku = itemName.toUpperCase().replace(/[^A-Z0-9]+/g, '-');
      await manager.query(
        `INSERT INTO vendor_prices (item_name, sku, vendor, price, in_stock) VALUES ($1, $2, 'menards', $3, $4), ($1, $5, 'lowes', $6, $7)`,
        [itemName, `MEN-${sku}`, menards, menardsInStock, `LOW-${sku}`, lowes, lowesInStock],
      );
    }

    // Two supply orders priced from PRICES above: one delivered and paid, one still to pay.
    await manager.query(
      `INSERT INTO supply_orders (items, vendor, total_cost, shipping_address, shipping_city, shipping_state, shipping_zip,
         status, payment_status, paid_at, created_by_id, created_at)
       VALUES ($1, 'menards', '30.45', '2150 S Canal St', 'Chicago', 'IL', '60616', 'delivered', 'paid', now() - interval '9 days', $3, now() - interval '10 days'),
              ($2, 'lowes', '18.96', '1027 N Harlem Ave', 'Oak Park', 'IL', '60302', 'pending', 'pending', NULL, $3, now() - interval '1 day')`,
      [['Nails', 'Screws', 'Gloves'], ['Measuring Tape', 'Brushes'], admin],
    );
    // Their lines: one of each item at the vendor's price (the totals above are these sums).
    await manager.query(
      `INSERT INTO supply_order_lines (supply_order_id, item_name, position, quantity, unit_price)
       SELECT o.id, line.item, line.ordinality - 1, 1, price.price
         FROM supply_orders o
        CROSS JOIN LATERAL unnest(o.items) WITH ORDINALITY AS line(item, ordinality)
         JOIN vendor_prices price ON price.vendor = o.vendor AND price.item_name = line.item`,
    );

    const invoicePrefix = `INV-${new Date().getFullYear()}-`;
    const invoices: Array<[string, string, string, string, 'paid' | 'unpaid']> = [
      [`${invoicePrefix}0101`, 'Mobilisation and site survey, Riverside Warehouse', isoDateOf(addDays(-45)), '12500.00', 'paid'],
      [`${invoicePrefix}0102`, 'Interior strip-out and salvage, phase 1', isoDateOf(addDays(-20)), '38750.00', 'paid'],
      [`${invoicePrefix}0103`, 'Roof deck removal and debris haul-off', isoDateOf(addDays(-5)), '23350.00', 'unpaid'],
      [`${invoicePrefix}0104`, 'Structural steel separation, phase 2', isoDateOf(addDays(25)), '41200.00', 'unpaid'],
    ];
    for (const [number, description, dueDate, amount, status] of invoices) {
      await manager.query(
        `INSERT INTO invoices (invoice_number, client_id, job_site_id, description, due_date, amount, status, paid_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [number, client, riverside, description, dueDate, amount, status, status === 'paid' ? addDays(-3) : null],
      );
    }

    const notes: Array<[string, string, string, boolean]> = [
      [admin, 'Time-off request', 'Patrick O\'Brien asked for time off next Friday.', false],
      [admin, 'Issue reported', 'Darnell Washington reported a damaged dumpster gate at Riverside.', false],
      [admin, 'Welcome to Groundwork', 'Your demo company is ready to explore.', true],
      [foreman, 'New schedule', 'You are scheduled at Riverside Warehouse all week.', false],
      [foreman, 'Inventory reminder', 'Complete the daily inventory check before starting the job.', true],
      [client, 'Invoice issued', `Invoice ${invoicePrefix}0104 is ready to view.`, false],
      [client, 'Project update', 'Riverside Warehouse is 45% complete.', true],
    ];
    for (const worker of workers) {
      notes.push([worker, 'New schedule', 'Your shifts for the next 7 days are posted.', false]);
      notes.push([worker, 'Safety reminder', 'Hard hats and glasses are required on every site.', true]);
    }
    for (const [index, [userId, title, message, read]] of notes.entries()) {
      await manager.query(
        `INSERT INTO notifications (user_id, title, message, read, created_at) VALUES ($1, $2, $3, $4, now() - make_interval(mins => $5))`,
        [userId, title, message, read, index * 37],
      );
    }

    await manager.query(
      `INSERT INTO time_off_requests (user_id, start_date, end_date, reason, status) VALUES ($1, $2, $2, $3, 'pending')`,
      [workers[1], isoDateOf(addDays(9)), 'Family event'],
    );
    await manager.query(
      `INSERT INTO issues (title, description, severity, status, reported_by_id, job_site_id) VALUES ($1, $2, 'high', 'open', $3, $4)`,
      ['Damaged dumpster gate', 'The gate of the 30-yard dumpster on the south side will not latch; debris can spill onto Canal St.', foreman, riverside],
    );
    // Standing availability, so the Schedule Worker dialog has something to warn about.
    await manager.query(
      `INSERT INTO availability (user_id, day_of_week, available, notes) VALUES ($1, 0, false, 'Family day'), ($2, 6, false, 'Weekend classes at Harold Washington College')`,
      [workers[0], workers[2]],
    );
    // The client portal: one request waiting for the admin, one already confirmed.
    await manager.query(
      `INSERT INTO appointment_requests (client_id, request_type, phone_number, description, preferred_date, preferred_time, created_at)
       VALUES ($1, 'callback', '(312) 555-0198', 'Please call me about the phase 2 schedule and the steel salvage credit.', $2, '10:00', now() - interval '2 hours')`,
      [client, isoDateOf(addDays(2))],
    );
    await manager.query(
      `INSERT INTO appointment_requests (client_id, request_type, phone_number, description, status, scheduled_date, notes, answered_at, created_at)
       VALUES ($1, 'appointment', '(312) 555-0198', 'Walk-through of the Riverside site before the roof deck comes off.', 'confirmed', $2, 'Darnell will meet you at the south gate.', now() - interval '1 day', now() - interval '3 days')`,
      [client, addDays(5)],
    );

    // A few conversations for the Messages page; the newest one to each reader is unread.
    const chat: Array<[string, string, string, number, boolean]> = [
      [admin, workers[0], 'Morning Luis, the dumpster swap at Riverside moved to Thursday.', 180, true],
      [workers[0], admin, 'Got it. Should we stack the salvage lumber by the north gate?', 170, true],
      [admin, workers[0], 'Yes, north gate. Darnell will sign off on it.', 20, false],
      [client, admin, 'Hi Maria, could we walk the site on Friday afternoon?', 90, true],
      [admin, client, 'Friday at 2 PM works. I will meet you at the Canal St entrance.', 60, false],
      [foreman, admin, 'Riverside roof deck is clear. Starting steel separation Monday.', 45, false],
    ];
    for (const [senderId, recipientId, message, minutesAgo, read] of chat) {
      await manager.query(
        `INSERT INTO messages (sender_id, recipient_id, message, read_at, created_at)
         VALUES ($1, $2, $3, CASE WHEN $4 THEN now() END, now() - make_interval(mins => $5))`,
        [senderId, recipientId, message, read, minutesAgo],
      );
    }
    return true;
  });
}

/** True while the demo admin account still exists (the logins are printed at each start). */
export async function demoAdminExists(dataSource: DataSource): Promise<boolean> {
  const rows: unknown[] = await dataSource.query(`SELECT 1 FROM users WHERE lower(email) = $1`, [DEMO_ADMIN_EMAIL]);
  return rows.length > 0;
}
