// What a staff member's dashboard reads, and for which role: the entry script starts these GETs as
// soon as it knows who is logged in (startup/firstScreen.ts), before the dashboard's code has
// arrived, and the dashboard's queries take the answers (sdk/earlyRequests.ts). No imports beyond
// the URL builder, so the entry stays small. DashboardPage.test.tsx holds these URLs equal to the
// ones the queries ask (a URL that differs would only cost a second request).
import { apiUrl } from '../sdk/apiUrl';

/** Rows of the dashboard's short lists (today's shifts, recent notifications). */
export const DASHBOARD_LIST_LIMIT = 5;
/** Requests per page of the appointment requests card: it shows a few, Show more brings the next ones. */
export const APPOINTMENT_CARD_PAGE_SIZE = 5;

/** Which cards a role sees: the page, its head start and these URLs follow this one rule. */
export function dashboardCards(role: string | undefined) {
  const isAdmin = role === 'admin';
  return { isAdmin, seesIssues: isAdmin || role === 'foreman', seesTimeClock: role === 'foreman' || role === 'worker' };
}

/** The GETs of the dashboard and of the layout around it (the company name), as the base query asks them. */
export function dashboardReadUrls(role: string | undefined, today: string): string[] {
  const { isAdmin, seesIssues } = dashboardCards(role);
  return [
    apiUrl({ url: '/config' }),
    apiUrl({ url: '/schedules/day', params: { date: today, limit: DASHBOARD_LIST_LIMIT } }),
    apiUrl({ url: '/notifications' }),
    apiUrl({ url: '/notifications/unread-count' }),
    apiUrl({ url: '/messages/unread-count' }),
    ...(isAdmin ? [apiUrl({ url: '/time-off-requests/pending-count' })] : []),
    ...(seesIssues ? [apiUrl({ url: '/issues/open-count' })] : []),
    ...(isAdmin ? [apiUrl({ url: '/appointments', params: { limit: APPOINTMENT_CARD_PAGE_SIZE, offset: 0 } })] : []),
  ];
}
