// Where a notification leads: the page that shows what it is about, for the reader's role. A kind
// a role has no page for (or a notification about nothing) leads nowhere; the bell then only
// marks it read.
import type { NotificationSubject, Role } from '../sdk';
import { resolveRoute } from '../routes/routeTable';

const PAGES: Record<NotificationSubject['kind'], Partial<Record<Role, string>>> = {
  shift: { admin: '/scheduling', foreman: '/schedule', worker: '/schedule' },
  // Admins decide requests on the Scheduling page.
  time_off_request: { admin: '/scheduling', worker: '/time-off' },
  issue: { admin: '/issues', foreman: '/issues' },
  supply_order: { admin: '/supplies' },
  // A shortage leads to the orders it was reordered by.
  inventory_check: { admin: '/supplies' },
  job_site: { admin: '/job-sites', foreman: '/job-site', client: '/' },
  invoice: { admin: '/financial-documents', client: '/' },
  appointment: { admin: '/', client: '/' },
  hr_document: { admin: '/hr-documents' },
  financial_document: { admin: '/financial-documents' },
};

export function notificationPath(subject: NotificationSubject | null, role: Role): string | null {
  if (!subject) return null;
  const page = PAGES[subject.kind]?.[role];
  return page && resolveRoute(page, role) ? page : null;
}
