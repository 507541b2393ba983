import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { mockFetch, renderWithProviders } from 'shell/sdk/testing';

import SchedulingPage from './SchedulingPage';

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
const wanda = { id: 'w1', firstName: 'Wanda', lastName: 'Welder', email: 'wanda@example.com', phoneNumber: '555', role: 'worker', profileImageUrl: null };
const site = { id: 's1', name: 'Maple St Teardown', address: '12 Maple St', status: 'active' };
const shift = {
  id: 'sh1',
  workerId: 'w1',
  jobSiteId: 's1',
  date: day(1),
  meetTime: '06:30',
  startTime: '07:00',
  createdById: 'a1',
  createdAt: '2026-01-01T00:00:00.000Z',
  jobSite: site,
  worker: { id: 'w1', firstName: 'Wanda', lastName: 'Welder' },
};

// antd's dialogs and selects are slow under jsdom on a shared machine.
jest.setTimeout(60_000);
// findBy*/waitFor: antd renders slowly when the machine is busy.
configure({ asyncUtilTimeout: 10_000 });

/** Tomorrow holds `tomorrowTotal` shifts (pages of copies of `shift`), the other days none. */
function dayPages(tomorrowTotal: number) {
  return (_init: RequestInit | undefined, query: URLSearchParams) => {
    if (query.get('date') !== day(1)) return { body: { total: 0, schedules: [] } };
    const offset = Number(query.get('offset'));
    const count = Math.max(0, Math.min(Number(query.get('limit')), tomorrowTotal - offset));
    const schedules = Array.from({ length: count }, (_, index) => ({ ...shift, id: `sh${offset + index + 1}` }));
    return { body: { total: tomorrowTotal, schedules } };
  };
}

describe('SchedulingPage', () => {
  it('lists the next 7 days with the scheduled workers and the pending time-off requests', async () => {
    const fetchMock = mockFetch({
      'GET /api/schedules/day': dayPages(1),
      'GET /api/time-off-requests': {
        body: [
          { id: 't1', userId: 'w1', startDate: day(9), endDate: day(10), reason: 'Wedding', status: 'pending', createdAt: '2026-01-01T00:00:00Z', user: wanda },
        ],
      },
      'PATCH /api/time-off-requests/t1': { body: { id: 't1', status: 'approved' } },
    });
    renderWithProviders(<SchedulingPage />);

    const tomorrow = await screen.findByRole('region', { name: `${dayjs().add(1, 'day').format('dddd')}, ${dayjs().add(1, 'day').format('MMM D')}` });
    // The day's section shows before its page has loaded (a skeleton): wait for the page itself.
    expect(await within(tomorrow).findByText('Wanda Welder')).toBeInTheDocument();
    expect(within(tomorrow).getByText('Maple St Teardown')).toBeInTheDocument();
    expect(within(tomorrow).getByText('Meet: 6:30 AM · Start: 7:00 AM')).toBeInTheDocument();
    expect(screen.getAllByText('No workers scheduled')).toHaveLength(6);
    expect(within(tomorrow).getByText('1 scheduled')).toBeInTheDocument();
    expect(screen.getAllByText('No shifts')).toHaveLength(6);
    // A page of each day, never the whole week at once.
    for (let offset = 0; offset < 7; offset++) {
      expect(fetchMock).toHaveBeenCalledWith(`/api/schedules/day?date=${day(offset)}&limit=50&offset=0`, expect.anything());
    }
    expect(screen.queryByRole('button', { name: /^Show more/ })).not.toBeInTheDocument();

    const request = await screen.findByRole('listitem', { name: 'Time-off request of Wanda Welder' });
    expect(within(request).getByText('Wedding')).toBeInTheDocument();
    fireEvent.click(within(request).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/time-off-requests/t1',
        expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ status: 'approved' }) }),
      ),
    );
  });

  it('shows a day’s total and its first page; Show more loads the next page until all are shown', async () => {
    const fetchMock = mockFetch({
      'GET /api/schedules/day': dayPages(120),
      'GET /api/time-off-requests': { body: [] },
    });
    renderWithProviders(<SchedulingPage />);

    const label = `${dayjs().add(1, 'day').format('dddd')}, ${dayjs().add(1, 'day').format('MMM D')}`;
    const tomorrow = await screen.findByRole('region', { name: label });
    expect(await within(tomorrow).findByText('120 scheduled')).toBeInTheDocument();
    expect(within(tomorrow).getAllByRole('listitem')).toHaveLength(50);
    expect(within(tomorrow).getByText('Showing 50 of 120')).toBeInTheDocument();

    fireEvent.click(within(tomorrow).getByRole('button', { name: `Show more shifts on ${label}` }));
    expect(await within(tomorrow).findByText('Showing 100 of 120')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`/api/schedules/day?date=${day(1)}&limit=50&offset=50`, expect.anything());
    fireEvent.click(within(tomorrow).getByRole('button', { name: `Show more shifts on ${label}` }));
    await waitFor(() => expect(within(tomorrow).getAllByRole('listitem')).toHaveLength(120));
    expect(within(tomorrow).queryByRole('button', { name: /^Show more/ })).not.toBeInTheDocument();
  });

  it('marks draft shifts and publishes the drafts of the seven days shown', async () => {
    const fetchMock = mockFetch({
      'GET /api/schedules/day': (_init: RequestInit | undefined, query: URLSearchParams) =>
        query.get('date') === day(1) ? { body: { total: 1, schedules: [{ ...shift, draft: true }] } } : { body: { total: 0, schedules: [] } },
      'GET /api/time-off-requests': { body: [] },
      'POST /api/schedules/publish': { body: { published: 3 } },
    });
    renderWithProviders(<SchedulingPage />);
    const tomorrow = await screen.findByRole('region', { name: `${dayjs().add(1, 'day').format('dddd')}, ${dayjs().add(1, 'day').format('MMM D')}` });
    expect(await within(tomorrow).findByText('Draft')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Publish Drafts' }));
    expect(await screen.findByText('3 shifts are now on their workers’ schedules.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/schedules/publish',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ from: day(0), to: day(6) }) }),
    );
  });
});
