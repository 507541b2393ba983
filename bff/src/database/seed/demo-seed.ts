// The demo company seeded on an empty database when SEED_DEMO=true (one transaction).
import { hash } from '@node-rs/argon2';
import type { DataSource } from 'typeorm';
import { AppointmentRequest } from '../../appointments/appointment-request.entity';
import { Availability } from '../../availability/availability.entity';
import { isoDateOf } from '../../common/calendar';
import { msg } from '../../i18n/message';
import { Invoice } from '../../invoices/invoice.entity';
import { Issue } from '../../issues/issue.entity';
import { JobSite } from '../../job-sites/job-site.entity';
import { Message } from '../../messages/message.entity';
import { Notification } from '../../notifications/notification.entity';
import { Schedule } from '../../schedules/schedule.entity';
import { SupplyOrder } from '../../supply-orders/supply-order.entity';
import { SupplyOrderLine } from '../../supply-orders/supply-order-line.entity';
import { linesTotal } from '../../supply-orders/supply-orders.repository';
import { TimeOffRequest } from '../../time-off-requests/time-off-request.entity';
import { User } from '../../users/user.entity';
import type { Vendor } from '../../vendor-prices/vendor-price.entity';
import { VendorPrice } from '../../vendor-prices/vendor-price.entity';
import { accountExists, DemoSeedRepository } from './demo-seed.repository';

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

/** The 15 inventory items of the daily check with [menards, lowes] prices; null means out of stock. */
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

/** `minutes` before `now`. */
function before(now: Date, minutes: number): Date {
  return new Date(now.getTime() - minutes * 60_000);
}

/** An item's price at a vendor, from PRICES. */
function priceAt(vendor: Vendor, itemName: string): string {
  const [, menards, lowes] = PRICES.find(([name]) => name === itemName)!;
  return vendor === 'menards' ? menards : lowes;
}

/** Seeds the demo company when the users table is empty; returns whether it seeded. */
export async function seedDemoCompany(dataSource: DataSource): Promise<boolean> {
  const passwordHash = await hash(DEMO_PASSWORD);
  return dataSource.transaction(async (manager) => {
    const seed = new DemoSeedRepository(manager);
    await seed.lockRegistrations();
    if (await seed.hasUsers()) return false;
    const now = new Date();

    const personIds = await seed.insert(
      User,
      PEOPLE.map((person) => ({
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        phoneNumber: person.phone,
        role: person.role,
        passwordHash,
      })),
    );
    const ids = Object.fromEntries(PEOPLE.map((person, index) => [person.email, personIds[index]]));
    const admin = ids[DEMO_ADMIN_EMAIL];
    const foreman = ids['foreman@groundwork.demo'];
    const client = ids['client@groundwork.demo'];
    const workers = ['worker1@groundwork.demo', 'worker2@groundwork.demo', 'worker3@groundwork.demo'].map((email) => ids[email]);

    const [riverside, oakPark] = await seed.insert(JobSite, [
      {
        name: 'Riverside Warehouse Deconstruction',
        address: '2150 S Canal St, Chicago, IL 60616',
        latitude: '41.853600',
        longitude: '-87.639700',
        status: 'active',
        foremanId: foreman,
        clientId: client,
        progressPercentage: 45,
        estimatedCompletionDate: isoDateOf(addDays(60)),
        totalCost: '186500.00',
        paidAmount: '74600.00',
      },
      {
        name: 'Oak Park Bungalow Renovation',
        address: '1027 N Harlem Ave, Oak Park, IL 60302',
        latitude: '41.900300',
        longitude: '-87.806200',
        status: 'active',
        foremanId: foreman,
        progressPercentage: 15,
        estimatedCompletionDate: isoDateOf(addDays(90)),
        totalCost: '92400.00',
        paidAmount: '0.00',
      },
    ]);

    const shifts: Array<Partial<Schedule>> = [];
    for (let day = 0; day < 7; day += 1) {
      const date = addDays(day);
      if (date.getDay() === 0) continue; // no work on Sundays
      for (const [index, worker] of workers.entries()) {
        const early = index !== 2;
        shifts.push({
          workerId: worker,
          jobSiteId: early ? riverside : oakPark,
          date: isoDateOf(date),
          meetTime: early ? '06:30' : '07:00',
          startTime: early ? '07:00' : '07:30',
          endTime: early ? '15:30' : '16:00',
          createdById: admin,
        });
      }
      shifts.push({
        workerId: foreman,
        jobSiteId: riverside,
        date: isoDateOf(date),
        meetTime: '06:15',
        startTime: '06:45',
        endTime: '15:15',
        createdById: admin,
      });
    }
    await seed.insert(Schedule, shifts);

    await seed.insert(
      VendorPrice,
      PRICES.flatMap(([itemName, menards, lowes, menardsInStock, lowesInStock]) => {
        const sku = itemName.toUpperCase().replace(/[^A-Z0-9]+/g, '-');
        return [
          { itemName, sku: `MEN-${sku}`, vendor: 'menards' as const, price: menards, inStock: menardsInStock },
          { itemName, sku: `LOW-${sku}`, vendor: 'lowes' as const, price: lowes, inStock: lowesInStock },
        ];
      }),
    );

    // Two supply orders priced from PRICES above, one of each item: one delivered and paid, one still to pay.
    const orders = [
      { vendor: 'menards' as const, items: ['Nails', 'Screws', 'Gloves'], site: ['2150 S Canal St', 'Chicago', 'IL', '60616'], paid: true, daysAgo: 10 },
      { vendor: 'lowes' as const, items: ['Measuring Tape', 'Brushes'], site: ['1027 N Harlem Ave', 'Oak Park', 'IL', '60302'], paid: false, daysAgo: 1 },
    ];
    for (const order of orders) {
      const lines = order.items.map((itemName, position) => ({ itemName, position, quantity: 1, unitPrice: priceAt(order.vendor, itemName) }));
      const [address, city, state, zip] = order.site;
      const [orderId] = await seed.insert(SupplyOrder, [
        {
          items: order.items,
          vendor: order.vendor,
          totalCost: linesTotal(lines),
          shippingAddress: address,
          shippingCity: city,
          shippingState: state,
          shippingZip: zip,
          status: order.paid ? 'delivered' : 'pending',
          paymentStatus: order.paid ? 'paid' : 'pending',
          paidAt: order.paid ? before(now, (order.daysAgo - 1) * 24 * 60) : null,
          createdById: admin,
          createdAt: before(now, order.daysAgo * 24 * 60),
        },
      ]);
      await seed.insert(
        SupplyOrderLine,
        lines.map((line) => ({ ...line, supplyOrderId: orderId })),
      );
    }

    const invoicePrefix = `INV-${new Date().getFullYear()}-`;
    const invoices: Array<[string, string, string, string, 'paid' | 'unpaid']> = [
      [`${invoicePrefix}0101`, 'Mobilisation and site survey, Riverside Warehouse', isoDateOf(addDays(-45)), '12500.00', 'paid'],
      [`${invoicePrefix}0102`, 'Interior strip-out and salvage, phase 1', isoDateOf(addDays(-20)), '38750.00', 'paid'],
      [`${invoicePrefix}0103`, 'Roof deck removal and debris haul-off', isoDateOf(addDays(-5)), '23350.00', 'unpaid'],
      [`${invoicePrefix}0104`, 'Structural steel separation, phase 2', isoDateOf(addDays(25)), '41200.00', 'unpaid'],
    ];
    await seed.insert(
      Invoice,
      invoices.map(([invoiceNumber, description, dueDate, amount, status]) => ({
        invoiceNumber,
        clientId: client,
        jobSiteId: riverside,
        description,
        dueDate,
        amount,
        status,
        paidAt: status === 'paid' ? addDays(-3) : null,
      })),
    );

    // Catalog messages, as the app stores its own: each demo person reads them in their language.
    const notes: Array<[string, string, string, boolean]> = [
      [admin, msg('notifications.timeOff.requested.title'), msg('notifications.demo.timeOffMessage'), false],
      [admin, msg('notifications.issues.reported.title'), msg('notifications.demo.issueMessage'), false],
      [admin, msg('notifications.demo.welcomeTitle'), msg('notifications.demo.welcomeMessage'), true],
      [foreman, msg('notifications.demo.scheduleTitle'), msg('notifications.demo.foremanScheduleMessage'), false],
      [foreman, msg('notifications.demo.inventoryTitle'), msg('notifications.demo.inventoryMessage'), true],
      [client, msg('notifications.demo.invoiceTitle'), msg('notifications.demo.invoiceMessage', { number: `${invoicePrefix}0104` }), false],
      [client, msg('notifications.jobSites.progress.title'), msg('notifications.demo.progressMessage'), true],
    ];
    for (const worker of workers) {
      notes.push([worker, msg('notifications.demo.scheduleTitle'), msg('notifications.demo.workerScheduleMessage'), false]);
      notes.push([worker, msg('notifications.demo.safetyTitle'), msg('notifications.demo.safetyMessage'), true]);
    }
    await seed.insert(
      Notification,
      notes.map(([userId, title, message, read], index) => ({ userId, title, message, read, createdAt: before(now, index * 37) })),
    );

    await seed.insert(TimeOffRequest, [
      { userId: workers[1], startDate: isoDateOf(addDays(9)), endDate: isoDateOf(addDays(9)), reason: 'Family event', status: 'pending' },
    ]);
    await seed.insert(Issue, [
      {
        title: 'Damaged dumpster gate',
        description: 'The gate of the 30-yard dumpster on the south side will not latch; debris can spill onto Canal St.',
        severity: 'high',
        status: 'open',
        reportedById: foreman,
        jobSiteId: riverside,
      },
    ]);
    // Standing availability, so the Schedule Worker dialog has something to warn about.
    await seed.insert(Availability, [
      { userId: workers[0], dayOfWeek: 0, available: false, notes: 'Family day' },
      { userId: workers[2], dayOfWeek: 6, available: false, notes: 'Weekend classes at Harold Washington College' },
    ]);
    // The client portal: one request waiting for the admin, one already confirmed.
    await seed.insert(AppointmentRequest, [
      {
        clientId: client,
        requestType: 'callback',
        phoneNumber: '(312) 555-0198',
        description: 'Please call me about the phase 2 schedule and the steel salvage credit.',
        preferredDate: isoDateOf(addDays(2)),
        preferredTime: '10:00',
        createdAt: before(now, 2 * 60),
      },
    ]);
    await seed.insert(AppointmentRequest, [
      {
        clientId: client,
        requestType: 'appointment',
        phoneNumber: '(312) 555-0198',
        description: 'Walk-through of the Riverside site before the roof deck comes off.',
        status: 'confirmed',
        scheduledDate: addDays(5),
        notes: 'Darnell will meet you at the south gate.',
        answeredAt: before(now, 24 * 60),
        createdAt: before(now, 3 * 24 * 60),
      },
    ]);

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
      await seed.insert(Message, [{ senderId, recipientId, message, readAt: read ? now : null, createdAt: before(now, minutesAgo) }]);
    }
    return true;
  });
}

/** True while the demo admin account still exists (the logins are printed at each start). */
export function demoAdminExists(dataSource: DataSource): Promise<boolean> {
  return accountExists(dataSource, DEMO_ADMIN_EMAIL);
}
