// Roles, their labels and badge colours, and each role's sidebar items in their order.
// The role names are the BFF's (one module both sides compile).
import { ROLES, type Role } from '../../../bff/src/contract/roles-and-events';

export { ROLES, type Role };

/** A user who is not admin, foreman or client is treated as a worker. */
export function normalizeRole(role: string | null | undefined): Role {
  return role === 'admin' || role === 'foreman' || role === 'client' ? role : 'worker';
}

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  foreman: 'Foreman',
  worker: 'Employee',
  client: 'Client',
};

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
  | 'timeOff'
  | 'availability';

export interface NavItem {
  label: string;
  path: string;
  icon: NavIconName;
}

const dashboard: NavItem = { label: 'Dashboard', path: '/', icon: 'dashboard' };
const messages: NavItem = { label: 'Messages', path: '/messages', icon: 'messages' };
const mySchedule: NavItem = { label: 'My Schedule', path: '/schedule', icon: 'schedule' };

/** Every sidebar item per role. The shell shows only those the route table routes for it. */
export const NAV_ITEMS: Record<Role, readonly NavItem[]> = {
  admin: [
    dashboard,
    { label: 'Scheduling', path: '/scheduling', icon: 'scheduling' },
    { label: 'Team Management', path: '/team', icon: 'team' },
    { label: 'Supply Orders', path: '/supplies', icon: 'supplies' },
    { label: 'Job Sites', path: '/job-sites', icon: 'jobSites' },
    { label: 'HR Documents', path: '/hr-documents', icon: 'hrDocuments' },
    { label: 'Financial Documents', path: '/financial-documents', icon: 'financialDocuments' },
    messages,
  ],
  foreman: [
    dashboard,
    mySchedule,
    { label: 'Job Site', path: '/job-site', icon: 'jobSite' },
    { label: 'Inventory', path: '/inventory', icon: 'inventory' },
    { label: 'Issues', path: '/issues', icon: 'issues' },
    { label: 'Time Tracking', path: '/time-tracking', icon: 'timeTracking' },
    messages,
  ],
  client: [dashboard, messages],
  worker: [
    dashboard,
    mySchedule,
    { label: 'Time Off', path: '/time-off', icon: 'timeOff' },
    { label: 'Availability', path: '/availability', icon: 'availability' },
    messages,
  ],
};
