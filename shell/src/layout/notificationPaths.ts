// Where a notification leads: the page that shows what it is about, for the reader's role
// (NOTIFICATION_PAGES, shared with the BFF's web pushes). A kind a role has no page for (or a
// notification about nothing) leads nowhere; the bell then only marks it read.
import { NOTIFICATION_PAGES } from '../../../bff/src/contract/roles-and-events';
import type { NotificationSubject, Role } from '../sdk';
import { resolveRoute } from '../routes/routeTable';

export function notificationPath(subject: NotificationSubject | null, role: Role): string | null {
  if (!subject) return null;
  const page = NOTIFICATION_PAGES[subject.kind]?.[role];
  return page && resolveRoute(page, role) ? page : null;
}
