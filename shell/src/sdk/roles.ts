// Roles, their labels and badge colours, and each role's sidebar items in their order.
// The role names are the BFF's (one module both sides compile).
import { ROLES, type Role } from '../../../bff/src/contract/roles-and-events';
import { liveLabels, sdkMessages } from './messages';

export { ROLES, type Role };

/** A user who is not admin, foreman or client is treated as a worker. */
export function normalizeRole(role: string | null | undefined): Role {
  return role === 'admin' || role === 'foreman' || role === 'client' ? role : 'worker';
}

/** Each role's name, in the current language when read (`ROLE_LABELS[role]` in a render). */
export const ROLE_LABELS: Readonly<Record<Role, string>> = liveLabels({
  admin: 'role.admin',
  foreman: 'role.foreman',
  worker: 'role.worker',
  client: 'role.client',
});

/** antd Tag colours, one per role. */
export const ROLE_COLORS: Record<Role, string> = {
  admin: 'red',
  foreman: 'orange',
  worker: 'blue',
  client: 'green',
};

export type NavIconName =
  | 'dashboard'
  | 'scheduling'
  | 'team'
  | 'supplies'
  | 'jobSites'
  | 'hrDocuments'
  | 'financialDocuments'
  | 'messages'
  | 'schedule'
  | 'jobSite'
  | 'inventory'
  | 'issues'
  | 'timeTracking'
  | 'timesheet'
  | 'timesheets'
  | 'timeOff'
  | 'availability';

export interface NavItem {
  /** The item's name, in the current language when read. */
  readonly label: string;
  path: string;
  icon: NavIconName;
}

/** An item named by the sdk's `nav.<icon>` text. */
function navItem(path: string, icon: NavIconName): NavItem {
  return {
    get label() {
      return sdkMessages.t(`nav.${icon}`);
    },
    path,
    icon,
  };
}

const dashboard = navItem('/', 'dashboard');
const messages = navItem('/messages', 'messages');
const mySchedule = navItem('/schedule', 'schedule');
const myTimesheet = navItem('/timesheet', 'timesheet');

/** Every sidebar item per role. The shell shows only those the route table routes for it. */
export const NAV_ITEMS: Record<Role, readonly NavItem[]> = {
  admin: [
    dashboard,
    navItem('/scheduling', 'scheduling'),
    navItem('/team', 'team'),
    navItem('/supplies', 'supplies'),
    navItem('/job-sites', 'jobSites'),
    navItem('/timesheets', 'timesheets'),
    navItem('/hr-documents', 'hrDocuments'),
    navItem('/financial-documents', 'financialDocuments'),
    messages,
  ],
  foreman: [
    dashboard,
    mySchedule,
    navItem('/job-site', 'jobSite'),
    navItem('/inventory', 'inventory'),
    navItem('/issues', 'issues'),
    navItem('/time-tracking', 'timeTracking'),
    myTimesheet,
    messages,
  ],
  client: [dashboard, messages],
  worker: [dashboard, mySchedule, myTimesheet, navItem('/time-off', 'timeOff'), navItem('/availability', 'availability'), messages],
};
