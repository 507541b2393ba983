import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from 'shell/sdk/testing';

import TimeClockCard from './TimeClockCard';

const user = userEvent.setup({ delay: null });

const SITES = {
  scheduledSiteId: 'site-b',
  sites: [
    { id: 'site-b', name: 'Bronzeville Gut', address: '1 B St' },
    { id: 'site-a', name: 'Avondale Teardown', address: '1 A St' },
  ],
};

const person = (role: string) => ({ id: 'me', firstName: 'Luis', lastName: 'Hernandez', email: 'luis@example.com', role, language: 'en' });

const openEntry = (clockIn = new Date(Date.now() - 65 * 60_000).toISOString()) => ({
  id: 'e1',
  userId: 'me',
  jobSiteId: 'site-b',
  clockIn,
  clockOut: null,
  source: 'self',
  flags: [],
});

/** navigator.geolocation answering with a fix, a refusal, or never. */
function stubGeolocation(answer: 'grant' | 'deny' | 'never') {
  const getCurrentPosition = jest.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (answer === 'grant') success({ coords: { latitude: 41.88, longitude: -87.63, accuracy: 15 } } as GeolocationPosition);
    if (answer === 'deny') failure?.({ code: 1, message: 'denied' } as GeolocationPositionError);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

afterEach(() => {
  Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
});

describe('TimeClockCard', () => {
  it('preselects today’s site, clocks in at the site chosen with the browser’s location', async () => {
    const asked = stubGeolocation('grant');
    let posted: unknown = null;
    let entry: unknown = null;
    mockFetch({
      'GET /api/auth/user': { body: person('worker') },
      'GET /api/time-entries/current': () => ({ body: { entry } }),
      'GET /api/job-sites/clock-sites': { body: SITES },
      'GET /api/breaks/today': { body: [] },
      'POST /api/time-entries/clock-in': (init) => {
        posted = JSON.parse(String(init?.body));
        entry = { ...openEntry(new Date().toISOString()), jobSiteId: 'site-a' };
        return { status: 201, body: entry };
      },
    });
    renderWithProviders(<TimeClockCard />);
    const select = await screen.findByRole('combobox', { name: 'Job site' });
    expect(select).toHaveValue('site-b');
    await user.selectOptions(select, 'site-a');
    await user.click(screen.getByRole('button', { name: 'Clock In' }));
    await screen.findByText('Clocked in');
    expect(asked).toHaveBeenCalledTimes(1);
    // Every punch says when it was made (the server takes a time within its clock drift as now).
    expect(posted).toEqual({ latitude: 41.88, longitude: -87.63, accuracy: 15, jobSiteId: 'site-a', occurredAt: expect.any(String) });
    expect(await screen.findByRole('timer', { name: 'Time worked' })).toHaveTextContent(/^0:00:0\d$/);
    expect(screen.getByText('Avondale Teardown')).toBeInTheDocument();
  });

  it('a refused location still clocks in, without coordinates, and says so', async () => {
    stubGeolocation('deny');
    let posted: unknown = null;
    mockFetch({
      'GET /api/auth/user': { body: person('worker') },
      'GET /api/time-entries/current': { body: { entry: null } },
      'GET /api/job-sites/clock-sites': { body: { scheduledSiteId: null, sites: SITES.sites } },
      'POST /api/time-entries/clock-in': (init) => {
        posted = JSON.parse(String(init?.body));
        return { status: 201, body: openEntry() };
      },
    });
    renderWithProviders(<TimeClockCard />);
    expect(await screen.findByRole('combobox', { name: 'Job site' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Clock In' }));
    expect(await screen.findByText(/the punch was recorded without it/)).toBeInTheDocument();
    expect(posted).toEqual({ occurredAt: expect.any(String) });
  });

  it('clocked in: the running time, the site, the current break, and Clock Out', async () => {
    stubGeolocation('grant');
    let posted: unknown = null;
    mockFetch({
      'GET /api/auth/user': { body: person('worker') },
      'GET /api/time-entries/current': { body: { entry: openEntry() } },
      'GET /api/job-sites/clock-sites': { body: SITES },
      'GET /api/breaks/today': {
        body: [
          { id: 'b1', date: '2026-11-26', breakType: 'meal', startTime: new Date(Date.now() - 60_000).toISOString(), endTime: null, durationMinutes: null },
        ],
      },
      'POST /api/time-entries/clock-out': (init) => {
        posted = JSON.parse(String(init?.body));
        return { body: { ...openEntry(), clockOut: new Date().toISOString() } };
      },
    });
    renderWithProviders(<TimeClockCard />);
    expect(await screen.findByRole('timer', { name: 'Time worked' })).toHaveTextContent(/^1:05:\d\d$/);
    expect(screen.getByText('Bronzeville Gut')).toBeInTheDocument();
    expect(await screen.findByText(/On break: Meal, since/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End Job' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clock Out' }));
    await screen.findByText('Clocked out');
    expect(posted).toEqual({ latitude: 41.88, longitude: -87.63, accuracy: 15, occurredAt: expect.any(String) });
  });

  it('a foreman whose job is in progress gets End Job, which ends the job (and so clocks out)', async () => {
    stubGeolocation('deny');
    let ended = false;
    mockFetch({
      'GET /api/auth/user': { body: person('foreman') },
      'GET /api/time-entries/current': { body: { entry: openEntry() } },
      'GET /api/job-sites/clock-sites': { body: SITES },
      'GET /api/breaks/today': { body: [] },
      'GET /api/job-sites/my': {
        body: { date: '2026-11-26', site: null, inventoryCompletedAt: new Date().toISOString(), jobStartedAt: new Date().toISOString(), jobEndedAt: null },
      },
      'POST /api/job-sites/end': () => {
        ended = true;
        return {
          body: { id: 's1', jobSiteId: 'site-b', startedAt: new Date().toISOString(), endedAt: new Date().toISOString(), site: { name: 'Bronzeville Gut' } },
        };
      },
    });
    renderWithProviders(<TimeClockCard />);
    expect(await screen.findByText('No break running')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'End Job' }));
    await screen.findByText('Job ended');
    expect(ended).toBe(true);
  });

  it('shows a failed read in the card', async () => {
    mockFetch({
      'GET /api/auth/user': { body: person('worker') },
      'GET /api/time-entries/current': { status: 500, body: { statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' } },
      'GET /api/job-sites/clock-sites': { body: SITES },
    });
    renderWithProviders(<TimeClockCard />);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/Could not load your time clock|Internal server error/));
    expect(screen.queryByRole('button', { name: 'Clock In' })).not.toBeInTheDocument();
  });
});
