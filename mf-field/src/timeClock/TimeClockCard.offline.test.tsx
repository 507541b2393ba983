// The card offline: the punch waits in the sdk's outbox (in memory under jsdom, which has no
// IndexedDB) and the card shows it as it will be. Its own file: the outbox outlives a test.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { outbox } from 'shell/sdk';
import { mockFetch, renderWithProviders } from 'shell/sdk/testing';

import TimeClockCard from './TimeClockCard';

const user = userEvent.setup({ delay: null });

const SITES = { scheduledSiteId: 'site-b', sites: [{ id: 'site-b', name: 'Bronzeville Gut', address: '1 B St' }] };
const me = { id: 'me', firstName: 'Luis', lastName: 'Hernandez', email: 'luis@example.com', role: 'worker', language: 'en' };

it('offline, shows the last known state with the offline line, keeps the clock-in and shows it waiting to send', async () => {
  const fetchMock = mockFetch({
    'GET /api/auth/user': { body: me },
    'GET /api/time-entries/current': { body: { entry: null } },
    'GET /api/job-sites/clock-sites': { body: SITES },
    'GET /api/breaks/today': { body: [] },
  });
  renderWithProviders(<TimeClockCard />);
  expect(await screen.findByRole('combobox', { name: 'Job site' })).toHaveValue('site-b');

  // The network goes: any request now fails before an answer.
  fetchMock.mockImplementation(async () => {
    throw new TypeError('Failed to fetch');
  });
  window.dispatchEvent(new Event('offline'));
  expect(await screen.findByText(/^Offline: showing what was loaded at \d{1,2}:\d{2} (AM|PM)$/)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Clock In' }));
  expect(await screen.findByText(/^Clocked in at \d{1,2}:\d{2} (AM|PM) \(waiting to send\)$/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Clock Out' })).toBeEnabled();
  expect(fetchMock).not.toHaveBeenCalledWith('/api/time-entries/clock-in', expect.anything());
  const [waiting] = outbox.items();
  expect(waiting).toMatchObject({ kind: 'clockIn', person: 'me', request: { url: '/time-entries/clock-in', body: { jobSiteId: 'site-b' } } });
  expect(waiting.request.body).toHaveProperty('occurredAt', waiting.actedAt);

  // Clocking out offline waits behind it, and the card shows the person clocked out.
  await user.click(screen.getByRole('button', { name: 'Clock Out' }));
  expect(await screen.findByRole('button', { name: 'Clock In' })).toBeInTheDocument();
  expect(outbox.items().map((item) => item.kind)).toEqual(['clockIn', 'clockOut']);
  outbox.stop();
});
