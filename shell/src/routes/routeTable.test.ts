import { deniedRedirect, isAppPage, navItemsFor, pathAfterLogin, REDIRECTS, resolveRoute } from './routeTable';

describe('route gating', () => {
  it('lets foremen and workers open My Schedule, and nobody else', () => {
    expect(resolveRoute('/schedule', 'worker')).toMatchObject({ remote: 'mf_scheduling', module: './MySchedulePage' });
    expect(resolveRoute('/schedule', 'foreman')).not.toBeNull();
    expect(resolveRoute('/schedule', 'admin')).toBeNull();
    expect(resolveRoute('/schedule', 'client')).toBeNull();
  });

  it('gives everyone the home page and 404s unknown paths', () => {
    for (const role of ['admin', 'foreman', 'worker', 'client'] as const) {
      expect(resolveRoute('/', role)).not.toBeNull();
      expect(resolveRoute('/no-such-page', role)).toBeNull();
    }
    for (const role of ['admin', 'foreman', 'worker'] as const) expect(resolveRoute('/', role)).toMatchObject({ page: 'home' });
    expect(resolveRoute('/', 'client')).toMatchObject({ remote: 'mf_client_portal', module: './ClientHomePage' });
    expect(resolveRoute('/schedule/', 'worker')).not.toBeNull();
  });

  it('redirects /dashboard to /', () => {
    expect(REDIRECTS['/dashboard']).toBe('/');
  });

  it('sends non-admins from /hr-documents to / and keeps /financial-documents a 404 for them', () => {
    expect(resolveRoute('/hr-documents', 'admin')).toMatchObject({ remote: 'mf_documents', module: './HrDocumentsPage' });
    expect(deniedRedirect('/hr-documents', 'admin')).toBeNull();
    for (const role of ['foreman', 'worker', 'client'] as const) {
      expect(deniedRedirect('/hr-documents', role)).toBe('/');
      expect(resolveRoute('/financial-documents', role)).toBeNull();
      expect(deniedRedirect('/financial-documents', role)).toBeNull();
    }
  });

  it('derives the sidebar from NAV_ITEMS, in order', () => {
    expect(navItemsFor('worker').map((item) => item.label)).toEqual(['Dashboard', 'My Schedule', 'My Timesheet', 'Time Off', 'Availability', 'Messages']);
    expect(navItemsFor('foreman').map((item) => item.path)).toEqual([
      '/',
      '/schedule',
      '/job-site',
      '/inventory',
      '/issues',
      '/time-tracking',
      '/timesheet',
      '/messages',
    ]);
    expect(navItemsFor('admin').map((item) => item.label)).toEqual([
      'Dashboard',
      'Scheduling',
      'Team Management',
      'Supply Orders',
      'Job Sites',
      'Timesheets',
      'HR Documents',
      'Financial Documents',
      'Messages',
    ]);
    expect(navItemsFor('client').map((item) => item.label)).toEqual(['Dashboard', 'Messages']);
  });

  it('shows the login screen for any page of the app while logged out, and goes on to it only where the role may', () => {
    for (const path of ['/scheduling', '/schedule/', '/messages', '/time-off', '/issues']) expect(isAppPage(path)).toBe(true);
    for (const path of ['/no-such-page', '/dashboard', '/scheduling/extra']) expect(isAppPage(path)).toBe(false);
    expect(pathAfterLogin('/scheduling', '?date=2026-01-05', 'admin')).toBe('/scheduling?date=2026-01-05');
    expect(pathAfterLogin('/scheduling', '', 'worker')).toBe('/');
    expect(pathAfterLogin('/messages', '', 'client')).toBe('/messages');
    expect(pathAfterLogin('/', '', 'foreman')).toBe('/');
    expect(pathAfterLogin('/no-such-page', '', 'admin')).toBe('/');
  });
});
