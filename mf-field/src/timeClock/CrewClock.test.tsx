import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from 'shell/sdk/testing';

import { CrewClock } from './CrewClock';

const user = userEvent.setup({ delay: null });

const member = (id: string, firstName: string, entry: unknown = null) => ({
  id,
  firstName,
  lastName: 'Crew',
  jobSiteId: 'site-1',
  jobSiteName: 'Lakeview Teardown',
  startTime: '07:00:00',
  entry,
});

const entryOf = (userId: string) => ({
  id: `e-${userId}`,
  userId,
  jobSiteId: 'site-1',
  clockIn: new Date().toISOString(),
  clockOut: null,
  source: 'foreman',
  flags: [],
});

describe('CrewClock', () => {
  it('lists today’s crew with each clock, clocks a worker in at their site and another out', async () => {
    const posts: Array<{ path: string; body: unknown }> = [];
    mockFetch({
      'GET /api/job-sites/my/crew': { body: { date: '2026-11-26', crew: [member('w1', 'Ana'), member('w2', 'Ben', entryOf('w2'))] } },
      'POST /api/time-entries/clock-in': (init) => {
        posts.push({ path: 'in', body: JSON.parse(String(init?.body)) });
        return { status: 201, body: entryOf('w1') };
      },
      'POST /api/time-entries/clock-out': (init) => {
        posts.push({ path: 'out', body: JSON.parse(String(init?.body)) });
        return { body: { ...entryOf('w2'), clockOut: new Date().toISOString() } };
      },
    });
    renderWithProviders(<CrewClock />);
    const list = await screen.findByRole('list', { name: "Today's crew" });
    expect(within(list).getByText('Not clocked in')).toBeInTheDocument();
    expect(within(list).getByText(/^Clocked in since/)).toBeInTheDocument();
    expect(within(list).getAllByText('Lakeview Teardown · shift at 7:00 AM')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Clock in Ana Crew' }));
    expect(await screen.findByText(/Ana Crew clocked in at/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clock out Ben Crew' }));
    expect(await screen.findByText(/Ben Crew clocked out at/)).toBeInTheDocument();
    expect(posts).toEqual([
      { path: 'in', body: { userId: 'w1', jobSiteId: 'site-1', occurredAt: expect.any(String) } },
      { path: 'out', body: { userId: 'w2', occurredAt: expect.any(String) } },
    ]);
  });

  it('says when nobody is scheduled', async () => {
    mockFetch({ 'GET /api/job-sites/my/crew': { body: { date: '2026-11-26', crew: [] } } });
    renderWithProviders(<CrewClock />);
    expect(await screen.findByText('No workers are scheduled at your job sites today.')).toBeInTheDocument();
  });
});
