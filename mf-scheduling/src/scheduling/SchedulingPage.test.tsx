import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { mockFetch, renderWithProviders } from 'shell/sdk/testing';

import SchedulingPage from './SchedulingPage';

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
const wanda = { id: 'w1', firstName: 'Wanda', lastName: 'Welder', email: 'wanda@example.com', phoneNumber: '555', role: 'worker', profileImageUrl: null };
const fred = { id: 'f1', firstName: 'Fred', lastName: 'Foreman', email: 'fred@example.com', phoneNumber: '556', role: 'foreman', profileImageUrl: null };
const amy = { id: 'a1', firstName: 'Amy', lastName: 'Admin', email: 'amy@example.com', phoneNumber: '557', role: 'admin', profileImageUrl: null };
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

describe('SchedulingPage', () => {
  it('lists the next 7 days with the scheduled workers and the pending time-off requests', async () => {
    const fetchMock = mockFetch({
      'GET /api/schedules': { body: [shift] },
      'GET /api/users': { body: [amy, wanda, fred] },
      'GET /api/time-off-requests': {
        body: [{ id: 't1', userId: 'w1', startDate: day(9), endDate: day(10), reason: 'Wedding', status: 'pending', createdAt: '2026-01-01T00:00:00Z', user: wanda }],
      },
      'PATCH /api/time-off-requests/t1': { body: { id: 't1', status: 'approved' } },
    });
    renderWithProviders(<SchedulingPage />);

    const tomorrow = await screen.findByRole('region', { name: `${dayjs().add(1, 'day').format('dddd')}, ${dayjs().add(1, 'day').format('MMM D')}` });
    expect(within(tomorrow).getByText('Wanda Welder')).toBeInTheDocument();
    expect(within(tomorrow).getByText('Maple St Teardown')).toBeInTheDocument();
    expect(within(tomorrow).getByText('Meet: 6:30 AM · Start: 7:00 AM')).toBeInTheDocument();
    expect(screen.getAllByText('No workers scheduled')).toHaveLength(6);
    expect(fetchMock).toHaveBeenCalledWith(`/api/schedules?from=${day(0)}&to=${day(6)}`, expect.anything());

    const request = await screen.findByRole('listitem', { name: 'Time-off request of Wanda Welder' });
    expect(within(request).getByText('Wedding')).toBeInTheDocument();
    fireEvent.click(within(request).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/time-off-requests/t1', expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ status: 'approved' }) })),
    );
  });
});
