// @ts-check
// The scale seed's rows, as SQL statements that generate them inside PostgreSQL: who exists (fixed
// ids derived from `kind:n`, so rows refer to people by number without a lookup) and what each
// table holds. seed-scale.mjs runs them.

export const PASSWORD = 'groundwork';
export const EMAIL_DOMAIN = 'scale.groundwork.test';

/**
 * SQL for the fixed id of the n-th seeded person or site (`kind:n`), so that rows refer to people
 * by number without a lookup. Shaped as a version-4 UUID, as the app's validators expect.
 */
const uid = (/** @type {string} */ key) => `overlay(overlay(md5(${key}) placing '4' from 13) placing '8' from 17)::uuid`;
const personId = (/** @type {string} */ role, /** @type {string} */ n) => uid(`'${role}:' || (${n})`);

const FIRST_NAMES = [
  'James',
  'Maria',
  'Robert',
  'Linda',
  'Michael',
  'Patricia',
  'David',
  'Jennifer',
  'Carlos',
  'Elizabeth',
  'Daniel',
  'Susan',
  'Jose',
  'Jessica',
  'Thomas',
  'Sarah',
  'Kevin',
  'Karen',
  'Luis',
  'Nancy',
  'Brian',
  'Lisa',
  'Anthony',
  'Angela',
  'Mark',
  'Ashley',
  'Steven',
  'Emily',
  'Andrew',
  'Megan',
];
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Walker',
  'Hall',
  'Young',
  'King',
  'Wright',
];
const STREETS = [
  'N Clark St',
  'W Madison St',
  'S Halsted St',
  'N Milwaukee Ave',
  'W Fullerton Ave',
  'S Ashland Ave',
  'N Western Ave',
  'W Belmont Ave',
  'S Cicero Ave',
  'E 63rd St',
];
const SITE_KINDS = [
  'Warehouse Demolition',
  'Office Renovation',
  'Kitchen Remodel',
  'Garage Teardown',
  'Retail Build-Out',
  'Basement Finish',
  'Roof Replacement',
  'School Gym Refit',
  'Apartment Gut Rehab',
  'Parking Deck Repair',
];
const CHAT_LINES = [
  'On my way to the site',
  'Crew is here, starting now',
  'Can you bring the extra drill?',
  'Running 10 minutes late, traffic on 90',
  'Drywall delivery is in',
  'Inspector comes Thursday at 9',
  'Who has the key to the trailer?',
  'Need two more boxes of screws',
  'Done for the day, site locked',
  'Client asked about the paint colour',
  'Good work today everyone',
  'Rain tomorrow, plan for inside work',
  'Dumpster is full, calling for a swap',
  'Safety meeting at 7:15',
  'Can I switch Friday with Luis?',
  'Permit is taped to the front window',
  'The concrete needs another day to cure',
  'Thanks, see you tomorrow',
  'Please send the updated floor plan',
  'Forklift is back from the shop',
];
const ISSUE_TITLES = [
  'Broken ladder rung',
  'Water leak in basement',
  'Missing guard rail on stairs',
  'Extension cord frayed',
  'Scaffold plank cracked',
  'Generator will not start',
  'Delivery short two pallets',
  'Neighbour complaint about noise',
  'Trip hazard at the entrance',
  'Dust control failing',
];
const ISSUE_DESCRIPTIONS = [
  'Found at the start of the shift, area taped off until fixed.',
  'Reported by the crew; needs a decision before work continues there.',
  'Photos taken; the foreman has been told and a replacement ordered.',
  'Not urgent yet but will block the next phase within a week.',
];
const NOTIFICATIONS = [
  ['New shift scheduled', 'You have a new shift scheduled. Open My Schedule for the details.'],
  ['Time off request approved', 'Your time off request has been approved.'],
  ['New issue reported', 'A new issue was reported at your job site.'],
  ['Invoice available', 'A new invoice is available in your portal.'],
  ['Schedule changed', 'One of your shifts has changed. Check the new time.'],
];
const CATALOG_EXTRA = [
  'Drywall Sheet 4x8',
  'Joint Compound',
  'Rebar #4',
  'Plywood 3/4',
  'Caulk',
  'Duct Tape',
  'Extension Cord 50ft',
  'Shop Vac Bags',
  'Respirator Masks',
  'Work Lights',
  'Tarp 10x12',
  'Wheelbarrow',
  'Sledgehammer',
  'Pry Bar',
  'Utility Knife Blades',
  'Chalk Line',
  'Sandpaper Pack',
  'Wood Glue',
  'Anchors',
  'Hard Hat Liners',
];
const TIME_OFF_REASONS = ['Family event', 'Doctor appointment', 'Vacation', 'Moving house', null];

/**
 * The statements that fill the database, in the order of their dependencies. Each step is one
 * statement generating its rows server-side; `after` names the steps whose rows it reads.
 * @param {ReturnType<typeof import('./scale-counts.mjs').scaleCounts>} c
 * @param {{ passwordHash: string, checklist: string[] }} input
 * @returns {Array<{ name: string, after?: string[], sql: string, params?: unknown[] }>}
 */
export function seedSteps(c, { passwordHash, checklist }) {
  const staff = c.admins + c.foremen + c.workers;
  // The i-th member of the staff (1-based): admins first, then foremen, then workers.
  const staffId = (/** @type {string} */ i) =>
    `CASE WHEN (${i}) <= ${c.admins} THEN ${personId('admin', i)}
          WHEN (${i}) <= ${c.admins + c.foremen} THEN ${personId('foreman', `(${i}) - ${c.admins}`)}
          ELSE ${personId('worker', `(${i}) - ${c.admins + c.foremen}`)} END`;
  // Field people (foremen, then workers): who is scheduled, takes breaks and reports issues.
  const field = c.foremen + c.workers;
  const fieldId = (/** @type {string} */ i) =>
    `CASE WHEN (${i}) <= ${c.foremen} THEN ${personId('foreman', i)} ELSE ${personId('worker', `(${i}) - ${c.foremen}`)} END`;
  const pick = (/** @type {string} */ array, /** @type {string} */ n) => `(${array})[1 + ((${n}) % cardinality(${array}))]`;
  const catalog = [...checklist, ...CATALOG_EXTRA];
  const people = ['admin', 'foreman', 'worker', 'client'].map((role) => {
    const count = { admin: c.admins, foreman: c.foremen, worker: c.workers, client: c.clients }[role];
    return `SELECT '${role}'::text AS role, n FROM generate_series(1, ${count}) n`;
  });

  return [
    {
      name: 'users',
      // Everyone has held their role since they joined (role_since: they see its notifications from then on).
      sql: `INSERT INTO users (id, first_name, last_name, email, phone_number, role, password_hash, created_at, updated_at, role_since)
            SELECT ${uid(`p.role || ':' || p.n`)}, ${pick('$2::text[]', 'p.n * 7 + 3')}, ${pick('$3::text[]', 'p.n * 13 + length(p.role)')},
                   p.role || p.n || '@${EMAIL_DOMAIN}', '(312) 555-' || lpad((p.n % 10000)::text, 4, '0'),
                   p.role::user_role, $1, joined, joined, joined
              FROM (SELECT p.*, now() - (p.n % 700) * interval '1 day' AS joined FROM (${people.join(' UNION ALL ')}) p) p`,
      params: [passwordHash, FIRST_NAMES, LAST_NAMES],
    },
    {
      name: 'job_sites',
      after: ['users'],
      // Site n belongs to client n (clients past the number of sites have none yet) and to a
      // foreman in turn; a tenth are completed, a tenth on hold.
      sql: `INSERT INTO job_sites (id, name, address, latitude, longitude, status, foreman_id, client_id, progress_percentage,
                                   estimated_completion_date, total_cost, paid_amount, created_at)
            SELECT ${uid(`'site:' || n`)}, ${pick('$1::text[]', 'n')} || ' #' || n,
                   (100 + n * 17 % 9800) || ' ' || ${pick('$2::text[]', 'n * 3')} || ', Chicago, IL',
                   round((41.70 + (n * 37 % 300) / 1000.0)::numeric, 6), round((-87.85 + (n * 53 % 300) / 1000.0)::numeric, 6),
                   (CASE n % 10 WHEN 0 THEN 'completed' WHEN 1 THEN 'on_hold' ELSE 'active' END)::job_site_status,
                   ${personId('foreman', `1 + (n - 1) % ${c.foremen}`)}, ${personId('client', `1 + (n - 1) % ${c.clients}`)},
                   CASE WHEN n % 10 = 0 THEN 100 ELSE n * 37 % 100 END,
                   current_date + (n % 240 - 40),
                   cost.total, round(cost.total * (n % 10) / 10, 2),
                   now() - (400 + n % 300) * interval '1 day'
              FROM generate_series(1, ${c.jobSites}) n,
                   LATERAL (SELECT (50000 + n * 7919 % 950000 + (n % 100) / 100.0)::numeric(12,2) AS total) cost`,
      params: [SITE_KINDS, STREETS],
    },
    {
      name: 'vendor_prices',
      sql: `INSERT INTO vendor_prices (item_name, sku, vendor, price, in_stock, last_updated)
            SELECT item, upper(left(v::text, 3)) || '-' || lpad(i::text, 5, '0'), v,
                   round((3 + (i * 37 + length(v::text) * 11) % 240 + ((i * 7) % 100) / 100.0)::numeric, 2),
                   (i + length(v::text)) % 9 <> 0, now() - (i % 30) * interval '1 day'
              FROM unnest($1::text[]) WITH ORDINALITY AS item_list(item, i), unnest(enum_range(NULL::vendor)) v`,
      params: [catalog],
    },
    {
      name: 'availability',
      after: ['users'],
      // Weekdays available, weekends not (every seventh person also works Saturdays).
      sql: `INSERT INTO availability (user_id, day_of_week, available, notes, updated_at)
            SELECT ${fieldId('i')}, d, d BETWEEN 1 AND 5 OR (d = 6 AND i % 7 = 0),
                   CASE WHEN d = 0 AND i % 5 = 0 THEN 'Church in the morning' END, now() - (i % 90) * interval '1 day'
              FROM generate_series(1, ${field}) i, generate_series(0, 6) d`,
    },
    {
      name: 'time_off_requests',
      after: ['users'],
      // Each worker's requests sit in separate 40-day windows, so live ones never overlap (the
      // exclusion constraint); past ones were decided, coming ones are mostly pending.
      sql: `INSERT INTO time_off_requests (user_id, start_date, end_date, reason, status, created_at)
            SELECT ${personId('worker', 'w')}, s.start_date, s.start_date + (w + k) % 5, ${pick('$1::text[]', 'w + k')},
                   (CASE WHEN s.start_date > current_date THEN (CASE WHEN (w + k) % 4 = 0 THEN 'pending' ELSE 'approved' END)
                         WHEN (w + k) % 5 = 0 THEN 'rejected' ELSE 'approved' END)::time_off_status,
                   -- Asked two weeks ahead, never later than now.
                   LEAST(s.start_date - 14 + (w % 10) * interval '1 hour', now() - (1 + w % 48) * interval '1 hour')
              FROM generate_series(1, ${c.workers}) w, generate_series(0, ${c.timeOffPerWorker - 1}) k,
                   LATERAL (SELECT current_date - 360 + k * 40 + abs(hashtext(w || ':' || k)) % 20 AS start_date) s
             ORDER BY k, w
             LIMIT ${c.timeOff}`,
      params: [TIME_OFF_REASONS],
    },
    {
      name: 'schedules',
      after: ['job_sites', 'time_off_requests'],
      // Weekdays from a year ago to three weeks ahead, at most one shift a day per person, never
      // inside approved time off; a foreman works at the sites they run (site n is foreman
      // 1 + (n - 1) % foremen's), a crew of five workers moves to another site each week.
      sql: `WITH off AS (
              SELECT user_id, generate_series(start_date, end_date, interval '1 day')::date AS day
                FROM time_off_requests WHERE status = 'approved'
            ), candidates AS (
              SELECT i, ${fieldId('i')} AS worker_id, d::date AS day
                FROM generate_series(1, ${field}) i,
                     generate_series(current_date - 365, current_date + 21, interval '1 day') d
               WHERE extract(isodow FROM d) < 6
            )
            INSERT INTO schedules (worker_id, job_site_id, date, meet_time, start_time, end_time, created_by_id, created_at)
            SELECT c.worker_id,
                   CASE WHEN c.i <= ${c.foremen}
                        THEN ${uid(`'site:' || (c.i + ${c.foremen} * (((c.day - date '2000-01-03') / 7) % ${Math.max(1, Math.floor(c.jobSites / c.foremen))}))`)}
                        ELSE ${uid(`'site:' || (1 + ((c.i - 1) / 5 + (c.day - date '2000-01-03') / 7) % ${c.jobSites})`)} END,
                   c.day,
                   time '06:45' + (c.i % 3) * interval '30 minutes', time '07:00' + (c.i % 3) * interval '30 minutes',
                   time '15:30' + (c.i % 3) * interval '30 minutes',
                   ${personId('admin', `1 + c.i % ${c.admins}`)},
                   LEAST((c.day - 10)::timestamptz + (c.i % 600) * interval '1 minute', now() - (1 + c.i % 600) * interval '1 minute')
              FROM candidates c
              LEFT JOIN off ON off.user_id = c.worker_id AND off.day = c.day
             WHERE off.user_id IS NULL
             ORDER BY md5(c.i || ':' || c.day)
             LIMIT ${c.schedules}`,
    },
    {
      name: 'time_entries',
      after: ['schedules'],
      // A year of punches: every past shift was worked, clocked in within five minutes of its start
      // and out 8 to 10 hours later (some weeks cross 40 hours), at its site; a twentieth without a
      // location. Past days only, every entry closed: one open entry per person holds, shifts are
      // one a day per person so entries never overlap, and the write benchmarks can clock anyone in.
      // The approved-week trigger is off during the load (no week is approved yet; it costs a
      // PL/pgSQL call and an advisory lock a row), back on in the same implicit transaction.
      sql: `ALTER TABLE time_entries DISABLE TRIGGER time_entries_week_approved;
            INSERT INTO time_entries (user_id, job_site_id, clock_in, clock_out, source, flags, created_at, updated_at)
            SELECT s.worker_id, s.job_site_id, t.clock_in, t.clock_in + (480 + abs(hashtext(s.id::text)) % 120) * interval '1 minute',
                   'self', CASE WHEN abs(hashtext(s.id::text)) % 20 = 0 THEN '{no_location}'::text[] ELSE '{}'::text[] END,
                   t.clock_in, t.clock_in
              FROM schedules s,
                   LATERAL (SELECT (s.date + s.start_time) + (abs(hashtext(s.id::text || 'in')) % 11 - 5) * interval '1 minute' AS clock_in) t
             WHERE s.date < current_date;
            ALTER TABLE time_entries ENABLE TRIGGER time_entries_week_approved`,
    },
    {
      name: 'timesheet_approvals',
      after: ['time_entries'],
      // Every Sunday-to-Saturday week that ended more than a week ago is approved for whoever
      // worked in it (the admin's Timesheets page then shows last week unapproved, as on a Monday);
      // its instants in the database's time zone, the machine's, as the bench's BFF.
      sql: `WITH weeks AS (
              SELECT DISTINCT user_id, (clock_in::date - extract(dow FROM clock_in)::int) AS week_start
                FROM time_entries
            )
            INSERT INTO timesheet_approvals (user_id, week_start, period, approved_by, approved_at)
            SELECT user_id, week_start, tstzrange(week_start::timestamptz, (week_start + 7)::timestamptz, '[)'),
                   ${personId('admin', `1 + abs(hashtext(user_id::text)) % ${c.admins}`)}, (week_start + 8)::timestamptz + interval '9 hours'
              FROM weeks
             WHERE week_start + 7 < current_date - 7`,
    },
    {
      name: 'messages',
      after: ['users'],
      // A few long conversations (the chat benchmark pages through them), then many small ones:
      // staff with staff, and clients with admins. Older messages are read, recent ones partly.
      sql: `WITH generated AS (
              SELECT g,
                     CASE WHEN g <= ${c.bigConversationMessages} THEN 1 + g % ${c.bigConversations}
                          ELSE ${c.bigConversations} + 1 + abs(hashtext('c' || g)) % ${c.conversations} END AS conversation,
                     now() - random() * interval '365 days' AS created_at
                FROM generate_series(1, ${c.messages}) g
            ), paired AS (
              SELECT g, created_at,
                     CASE WHEN conversation <= ${c.bigConversations} THEN ${staffId('conversation')}
                          WHEN conversation % 10 = 0 THEN ${personId('admin', `1 + (conversation / 10 * 7) % ${c.admins}`)}
                          ELSE ${staffId(`1 + abs(hashtext('a' || conversation)) % ${staff}`)} END AS a,
                     CASE WHEN conversation <= ${c.bigConversations} THEN ${staffId(`${c.admins + c.foremen} + conversation`)}
                          WHEN conversation % 10 = 0 THEN ${personId('client', `1 + (conversation / 10) % ${c.clients}`)}
                          ELSE ${staffId(`1 + (abs(hashtext('a' || conversation)) + 1 + abs(hashtext('b' || conversation)) % ${staff - 1}) % ${staff}`)} END AS b
                FROM generated
            )
            INSERT INTO messages (sender_id, recipient_id, message, channel_type, read_at, created_at)
            SELECT CASE WHEN g % 2 = 0 THEN a ELSE b END, CASE WHEN g % 2 = 0 THEN b ELSE a END,
                   ${pick('$1::text[]', 'g * 7')}, 'direct',
                   CASE WHEN created_at < now() - interval '7 days' AND g % 20 <> 0 THEN created_at + (g % 600) * interval '1 minute'
                        WHEN created_at >= now() - interval '7 days' AND g % 2 = 0 THEN created_at + (g % 60) * interval '1 minute' END,
                   created_at
              FROM paired`,
      params: [CHAT_LINES],
    },
    {
      name: 'issues',
      after: ['job_sites'],
      sql: `INSERT INTO issues (title, description, severity, status, reported_by_id, job_site_id, created_at)
            SELECT ${pick('$1::text[]', 'g')}, ${pick('$2::text[]', 'g * 3')},
                   (enum_range(NULL::issue_severity))[1 + (g * 7) % 4],
                   (CASE WHEN created_at < now() - interval '30 days' THEN (CASE WHEN g % 200 = 0 THEN 'open' ELSE 'resolved' END)
                         WHEN g % 5 = 0 THEN 'open' WHEN g % 5 = 1 THEN 'in_progress' ELSE 'resolved' END)::issue_status,
                   ${fieldId(`1 + g * 31 % ${field}`)}, ${uid(`'site:' || (1 + g % ${c.jobSites})`)}, created_at
              FROM (SELECT g, now() - random() * interval '365 days' AS created_at FROM generate_series(1, ${c.issues}) g) x`,
      params: [ISSUE_TITLES, ISSUE_DESCRIPTIONS],
    },
    {
      name: 'issue_notifications',
      after: ['issues'],
      // What each report told the admins (IssuesService.report): one row for the role, at the
      // report's time; each admin has read those older than a week that reached them.
      sql: `WITH told AS (
              INSERT INTO notifications (audience, title, message, created_at)
              SELECT 'admin', 'Issue reported',
                     left(reporter.first_name || ' ' || reporter.last_name || ' reported "' || i.title || '" (' || i.severity || ')'
                          || coalesce(' at ' || site.name, '') || '.', 2000), i.created_at
                FROM issues i JOIN users reporter ON reporter.id = i.reported_by_id LEFT JOIN job_sites site ON site.id = i.job_site_id
              RETURNING id, created_at)
            INSERT INTO notification_reads (user_id, notification_id)
            SELECT admin.id, told.id FROM told JOIN users admin ON admin.role = 'admin' AND told.created_at >= admin.role_since
             WHERE told.created_at < now() - interval '7 days'`,
    },
    {
      name: 'breaks',
      after: ['users'],
      // Past days only, every break ended: at most one active break per person holds, and the
      // write benchmarks can start a break for anyone.
      sql: `INSERT INTO breaks (user_id, date, break_type, start_time, end_time)
            SELECT user_id, day, kind, started, started + CASE WHEN kind = 'meal' THEN interval '30 minutes' ELSE interval '15 minutes' END
              FROM (SELECT ${fieldId(`1 + g % ${field}`)} AS user_id, current_date - 1 - (g / ${field}) % 365 AS day,
                           (CASE WHEN g % 3 = 0 THEN 'meal' ELSE 'break' END)::break_type AS kind,
                           (current_date - 1 - (g / ${field}) % 365) + time '09:30' + (g % 3) * interval '150 minutes' AS started
                      FROM generate_series(1, ${c.breaks}) g) b`,
    },
    {
      name: 'supply_orders',
      after: ['users'],
      sql: `INSERT INTO supply_orders (items, vendor, total_cost, shipping_address, shipping_city, shipping_state, shipping_zip,
                                       status, payment_status, paid_at, automatic, created_by_id, created_at)
            SELECT items, vendor, total_cost, '100 N LaSalle St', 'Chicago', 'IL', '60602', status, payment,
                   CASE WHEN payment = 'paid' THEN created_at + interval '2 hours' END, automatic,
                   CASE WHEN NOT automatic THEN ${personId('admin', `1 + g % ${c.admins}`)} END, created_at
              FROM (SELECT g, created_at, g % 10 = 0 AS automatic,
                           ARRAY(SELECT ${pick('$1::text[]', 'g * 3 + k')} || ' (' || (1 + (g + k) % 12) || ')'
                                   FROM generate_series(0, g % 4) k)::varchar(200)[] AS items,
                           (enum_range(NULL::vendor))[1 + g % 2] AS vendor,
                           (15 + g * 7919 % 2500 + (g % 100) / 100.0)::numeric(12,2) AS total_cost,
                           (CASE WHEN g % 20 = 0 THEN 'cancelled' WHEN created_at > now() - interval '3 days' THEN 'pending'
                                 WHEN created_at > now() - interval '10 days' THEN 'ordered' ELSE 'delivered' END)::supply_order_status AS status,
                           (CASE WHEN g % 20 = 0 OR created_at > now() - interval '3 days' THEN 'pending' ELSE 'paid' END)::supply_payment_status AS payment
                      FROM (SELECT g, now() - random() * interval '365 days' AS created_at FROM generate_series(1, ${c.supplyOrders}) g) t) o`,
      params: [catalog],
    },
    {
      name: 'supply_order_lines',
      after: ['supply_orders'],
      // One of each item; the first line takes what the equal shares leave, so the lines add up to
      // the order's total to the cent.
      sql: `INSERT INTO supply_order_lines (supply_order_id, item_name, position, quantity, unit_price)
            SELECT o.id, line.item, line.ordinality - 1, 1,
                   floor(o.total_cost * 100 / cardinality(o.items)) / 100
                   + CASE WHEN line.ordinality = 1 THEN o.total_cost - cardinality(o.items) * floor(o.total_cost * 100 / cardinality(o.items)) / 100 ELSE 0 END
              FROM supply_orders o
             CROSS JOIN LATERAL unnest(o.items) WITH ORDINALITY AS line(item, ordinality)
            ON CONFLICT DO NOTHING`,
    },
    {
      name: 'invoices',
      after: ['job_sites'],
      // Numbered as the app numbers them: INV-<year of creation>-NNNN, counting within the year.
      sql: `INSERT INTO invoices (invoice_number, client_id, job_site_id, description, due_date, amount, status, paid_at, created_at)
            SELECT 'INV-' || extract(year FROM created_at) || '-' || lpad(number_in_year::text, greatest(4, length(number_in_year::text)), '0'),
                   ${personId('client', 'client_n')},
                   CASE WHEN client_n <= ${c.jobSites} THEN ${uid(`'site:' || client_n`)} END,
                   'Progress billing #' || g, (created_at + interval '30 days')::date,
                   (500 + g * 7919 % 49500 + (g % 100) / 100.0)::numeric(12,2),
                   status, CASE WHEN status = 'paid' THEN created_at + (g % 25) * interval '1 day' END, created_at
              FROM (SELECT g, 1 + g % ${c.clients} AS client_n, created_at,
                           row_number() OVER (PARTITION BY extract(year FROM created_at) ORDER BY created_at, g) AS number_in_year,
                           (CASE WHEN g % 33 = 0 THEN 'void' WHEN created_at < now() - interval '30 days' AND g % 10 <> 0 THEN 'paid'
                                 ELSE 'unpaid' END)::invoice_status AS status
                      FROM (SELECT g, now() - random() * interval '400 days' AS created_at FROM generate_series(1, ${c.invoices}) g) t) i`,
    },
    {
      name: 'daily_inventory_checks',
      after: ['users'],
      // Each foreman checks the site's inventory every weekday of the past year (once a day).
      sql: `INSERT INTO daily_inventory_checks (user_id, date, items, shortages, completed, created_at)
            SELECT ${personId('foreman', 'f')}, d::date, $1::jsonb,
                   CASE WHEN abs(hashtext(f || ':' || d)) % 8 = 0 THEN ARRAY[${pick('$2::text[]', 'f')} || ' (need 5)'] ELSE '{}' END,
                   true, d::date + time '07:10'
              FROM generate_series(1, ${c.foremen}) f, generate_series(current_date - 365, current_date - 1, interval '1 day') d
             WHERE extract(isodow FROM d) < 6`,
      params: [JSON.stringify(Object.fromEntries(checklist.map((name) => [name, true]))), checklist],
    },
    {
      name: 'notifications',
      after: ['users'],
      sql: `INSERT INTO notifications (user_id, title, message, read, created_at)
            SELECT ${uid(`p.role || ':' || p.n`)}, ($1::text[])[1 + (p.n + k) % 5], ($2::text[])[1 + (p.n + k) % 5], k > 1,
                   now() - k * interval '2 days' - (p.n % 1440) * interval '1 minute'
              FROM (${people.join(' UNION ALL ')}) p, generate_series(0, ${c.notificationsPerUser - 1}) k`,
      params: [NOTIFICATIONS.map(([title]) => title), NOTIFICATIONS.map(([, message]) => message)],
    },
    {
      name: 'appointment_requests',
      after: ['users'],
      sql: `INSERT INTO appointment_requests (client_id, request_type, phone_number, description, preferred_date, preferred_time,
                                              status, scheduled_date, notes, answered_at, created_at)
            SELECT ${personId('client', 'n')}, (enum_range(NULL::appointment_request_type))[1 + (n + k) % 2],
                   '(312) 555-' || lpad((n % 10000)::text, 4, '0'), 'Walk-through of the next phase, please',
                   (created_at + interval '5 days')::date, time '10:00', status,
                   CASE WHEN status = 'confirmed' THEN created_at + interval '6 days' END,
                   CASE WHEN status = 'declined' THEN 'Please call the office instead' END,
                   CASE WHEN status <> 'pending' THEN created_at + interval '1 day' END, created_at
              FROM (SELECT n, k, now() - ((n + k * 37) % 200) * interval '1 day' AS created_at,
                           (CASE WHEN (n + k * 37) % 200 < 3 THEN 'pending' WHEN (n + k) % 4 = 0 THEN 'declined' ELSE 'confirmed' END)::appointment_status AS status
                      FROM generate_series(1, ${c.clients}) n, generate_series(0, 1) k) a`,
    },
  ];
}

export const SEEDED_TABLES = [
  'users',
  'job_sites',
  'schedules',
  'time_entries',
  'timesheet_approvals',
  'time_off_requests',
  'messages',
  'issues',
  'breaks',
  'supply_orders',
  'supply_order_lines',
  'invoices',
  'availability',
  'vendor_prices',
  'daily_inventory_checks',
  'notifications',
  'notification_reads',
  'appointment_requests',
];
