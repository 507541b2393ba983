import { act, configure, screen, within } from '@testing-library/react';

import { applyLanguage, type User } from '../sdk';
import { startEarly } from '../sdk/earlyRequests';
import { makeStore } from '../sdk/store';
import { todayIso } from '../sdk/today';
import { mockFetch, renderWithProviders } from '../sdk/testing';
import DashboardPage, { loadDashboardData } from './DashboardPage';
import { dashboardReadUrls } from './dashboardReads';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const person = (role: User['role']): User => ({
  id: `${role}-1`,
  firstName: 'Dana',
  lastName: 'Doe',
  email: `${role}@example.com`,
  phoneNumber: '(312) 555-0100',
  role,
  profileImageUrl: null,
});

const shift = (id: string, startTime: string) => ({
  id,
  workerId: `w-${id}`,
  jobSiteId: 's1',
  date: '2026-01-05',
  meetTime: startTime,
  startTime,
  createdById: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  jobSite: { id: 's1', name: 'Maple St', address: '12 Maple St' },
  worker: { id: `w-${id}`, firstName: 'Worker', lastName: id },
});

/** The dashboard's reads: counts and one short page (a whole list would be a 404 here). */
function dashboardRoutes() {
  return {
    'GET /api/schedules/day': { body: { total: 904, schedules: [shift('a', '06:00'), shift('b', '06:30')] } },
    'GET /api/time-off-requests/pending-count': { body: { count: 612 } },
    'GET /api/issues/open-count': { body: { count: 37 } },
    'GET /api/notifications': { body: [] },
    'GET /api/notifications/unread-count': { body: { count: 3 } },
    'GET /api/appointments': { body: [] },
  };
}

const requested = (fetchMock: jest.Mock) => fetchMock.mock.calls.map(([input]) => String(input).replace(/^https?:\/\/[^/]+/, ''));

describe('DashboardPage', () => {
  it('an admin sees the counts the server computed and today’s first shifts, from the count endpoints only', async () => {
    const fetchMock = mockFetch(dashboardRoutes());
    renderWithProviders(<DashboardPage user={person('admin')} />);
    expect(within(await screen.findByLabelText('Pending Requests')).getByText('612')).toBeInTheDocument();
    expect(within(await screen.findByLabelText('Open Issues')).getByText('37')).toBeInTheDocument();
    expect(within(await screen.findByLabelText("Today's Schedule")).getByText('904')).toBeInTheDocument();
    expect(await screen.findByText('Worker a · Maple St')).toBeInTheDocument();
    expect(screen.getByText('Worker b · Maple St')).toBeInTheDocument();
    const paths = requested(fetchMock);
    expect(paths.some((path) => /^\/api\/schedules\/day\?date=\d{4}-\d{2}-\d{2}&limit=5$/.test(path))).toBe(true);
    expect(paths).not.toContain('/api/issues');
    expect(paths.some((path) => path.startsWith('/api/time-off-requests?') || path.startsWith('/api/schedules?'))).toBe(false);
    // No Time Clock for an admin: no space for it, so no mf-field code is ever asked for.
    expect(screen.queryByRole('heading', { name: 'Time Clock' })).toBeNull();
  });

  it('a worker asks for neither count they cannot see', async () => {
    const fetchMock = mockFetch(dashboardRoutes());
    renderWithProviders(<DashboardPage user={person('worker')} />);
    expect(await screen.findByText('Your shifts today')).toBeInTheDocument();
    expect(within(await screen.findByLabelText("Today's Schedule")).getByText('904')).toBeInTheDocument();
    expect(screen.queryByLabelText('Open Issues')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Time Clock' })).toBeInTheDocument();
    const paths = requested(fetchMock);
    expect(paths.some((path) => path.includes('open-count') || path.includes('pending-count'))).toBe(false);
  });

  it('after loadDashboardData (the entry’s head start) its first render already shows every answer and asks nothing more', async () => {
    const fetchMock = mockFetch({ ...dashboardRoutes(), 'GET /api/config': { body: { companyName: 'Acme' } } });
    const store = makeStore();
    await loadDashboardData('admin', store);
    const before = requested(fetchMock);
    renderWithProviders(<DashboardPage user={person('admin')} />, { store });
    // No waiting: a read started with other arguments than the cards' would leave a skeleton here.
    expect(within(screen.getByLabelText('Pending Requests')).getByText('612')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Open Issues')).getByText('37')).toBeInTheDocument();
    expect(within(screen.getByLabelText("Today's Schedule")).getByText('904')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Notifications')).getByText('3')).toBeInTheDocument();
    expect(screen.getByText('Worker a · Maple St')).toBeInTheDocument();
    expect(requested(fetchMock)).toEqual(before);
  });

  it('the head start of a worker asks for neither count they cannot see', async () => {
    const fetchMock = mockFetch(dashboardRoutes());
    await loadDashboardData('worker', makeStore());
    const paths = requested(fetchMock);
    expect(paths.some((path) => path.startsWith('/api/schedules/day?'))).toBe(true);
    expect(paths.some((path) => path.includes('open-count') || path.includes('pending-count') || path.startsWith('/api/appointments'))).toBe(false);
  });

  it.each(['admin', 'foreman', 'worker'] as const)(
    'the GETs the entry starts early for a %s are the ones the head start asks: each is taken, none is asked twice',
    async (role) => {
      const fetchMock = mockFetch({ ...dashboardRoutes(), 'GET /api/config': { body: { companyName: 'Acme' } } });
      for (const url of dashboardReadUrls(role, todayIso())) void startEarly(url);
      const early = requested(fetchMock);
      expect(new Set(early).size).toBe(early.length);
      await loadDashboardData(role, makeStore());
      expect(requested(fetchMock)).toEqual(early);
    },
  );

  describe('in Spanish', () => {
    afterEach(async () => {
      await act(() => applyLanguage('en'));
    });

    it('an admin reads the cards, the shifts and the quick actions in Spanish', async () => {
      await act(() => applyLanguage('es'));
      mockFetch(dashboardRoutes());
      renderWithProviders(<DashboardPage user={person('admin')} />);
      expect(await screen.findByRole('heading', { level: 1, name: 'Hola de nuevo, Dana' })).toBeInTheDocument();
      expect(within(await screen.findByLabelText('Solicitudes pendientes')).getByText('612')).toBeInTheDocument();
      expect(within(await screen.findByLabelText('Problemas abiertos')).getByText('37')).toBeInTheDocument();
      expect(screen.getAllByText('Reunión: 6:00 AM · Inicio: 6:00 AM')).not.toHaveLength(0);
      expect(screen.getByRole('button', { name: 'Gestionar equipo' })).toBeInTheDocument();
      expect(await screen.findByText('Todavía no hay solicitudes de cita')).toBeInTheDocument();
      expect(screen.queryByText('Quick Actions')).not.toBeInTheDocument();
    });
  });
});
