import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { mockFetch, renderWithProviders } from 'shell/sdk/testing';

import TimeOffPage from './TimeOffPage';
import { endNotBeforeStart, timeOffStats } from './timeOffStats';

jest.setTimeout(60_000);
// findBy*/waitFor: antd renders slowly when the machine is busy.
configure({ asyncUtilTimeout: 10_000 });

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
const request = (id: string, status: string, startDate: string, endDate: string, reason: string | null = null, decisionReason: string | null = null) => ({
  id,
  userId: 'w1',
  startDate,
  endDate,
  reason,
  status,
  decisionReason,
  createdAt: '2026-01-02T10:00:00.000Z',
});

describe('time-off rules', () => {
  it('counts total, pending and approved; end must not be before start', () => {
    expect(timeOffStats([{ status: 'pending' }, { status: 'approved' }, { status: 'rejected' }, { status: 'pending' }])).toEqual({
      total: 4,
      pending: 2,
      approved: 1,
    });
    expect(endNotBeforeStart('2026-03-02', '2026-03-01')).toBe(false);
    expect(endNotBeforeStart('2026-03-02', '2026-03-02')).toBe(true);
  });
});

describe('TimeOffPage', () => {
  it('lists the worker’s requests with status badges and stats', async () => {
    mockFetch({
      'GET /api/time-off-requests/my': {
        body: [
          request('a', 'pending', '2026-03-02', '2026-03-04', 'Wedding'),
          request('b', 'approved', '2026-02-10', '2026-02-10'),
          request('c', 'rejected', '2026-01-20', '2026-01-21'),
        ],
      },
    });
    renderWithProviders(<TimeOffPage />);
    const first = await screen.findByRole('listitem', { name: 'Time off Mar 2, 2026 – Mar 4, 2026' });
    expect(within(first).getByText('Pending')).toBeInTheDocument();
    expect(within(first).getByText('Wedding')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Time off Feb 10, 2026' })).getByText('Approved')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Time off Jan 20, 2026 – Jan 21, 2026' })).getByText('Rejected')).toBeInTheDocument();
    const stat = (title: string) => screen.getAllByText(title)[0].parentElement!.parentElement!;
    expect(within(stat('Total Requests')).getByText('3')).toBeInTheDocument();
    expect(within(stat('Pending')).getByText('1')).toBeInTheDocument();
    expect(within(stat('Approved')).getByText('1')).toBeInTheDocument();
  });

  it('shows the empty state, validates the dialog and submits a request', async () => {
    const fetchMock = mockFetch({
      'GET /api/time-off-requests/my': { body: [] },
      'POST /api/time-off-requests': { status: 201, body: request('n', 'pending', day(5), day(6)) },
    });
    renderWithProviders(<TimeOffPage />);
    expect(await screen.findByText('No time off requests yet')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Request Time Off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Time Off' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(await within(dialog).findByText('Start date is required')).toBeInTheDocument();
    expect(within(dialog).getByText('End date is required')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Start Date'), { target: { value: day(6) } });
    fireEvent.change(within(dialog).getByLabelText('End Date'), { target: { value: day(5) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(await within(dialog).findByText('End date must not be before start date')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Start Date'), { target: { value: day(5) } });
    fireEvent.change(within(dialog).getByLabelText('End Date'), { target: { value: day(6) } });
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), { target: { value: ' Moving house ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/time-off-requests',
        expect.objectContaining({ method: 'POST', body: JSON.stringify({ startDate: day(5), endDate: day(6), reason: 'Moving house' }) }),
      ),
    );
  });

  it('shows the server’s refusal and keeps the dialog open', async () => {
    mockFetch({
      'GET /api/time-off-requests/my': { body: [] },
      'POST /api/time-off-requests': {
        status: 409,
        body: { statusCode: 409, message: 'You already have a time-off request for some of these dates', error: 'Conflict' },
      },
    });
    renderWithProviders(<TimeOffPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Request Time Off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Time Off' });
    fireEvent.change(within(dialog).getByLabelText('Start Date'), { target: { value: day(5) } });
    fireEvent.change(within(dialog).getByLabelText('End Date'), { target: { value: day(5) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('You already have a time-off request for some of these dates')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Request Time Off' })).toBeInTheDocument();
  });

  it('shows the reason of a rejection, and withdraws a pending request once confirmed', async () => {
    const fetchMock = mockFetch({
      'GET /api/time-off-requests/my': {
        body: [request('a', 'pending', '2026-03-02', '2026-03-04'), request('c', 'rejected', '2026-01-20', '2026-01-21', null, 'Roof job that week')],
      },
      'POST /api/time-off-requests/a/withdraw': { body: request('a', 'withdrawn', '2026-03-02', '2026-03-04') },
    });
    renderWithProviders(<TimeOffPage />);
    const rejected = await screen.findByRole('listitem', { name: 'Time off Jan 20, 2026 – Jan 21, 2026' });
    expect(rejected).toHaveTextContent('Reason for rejection: Roof job that week');
    expect(within(rejected).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();

    const pending = screen.getByRole('listitem', { name: 'Time off Mar 2, 2026 – Mar 4, 2026' });
    fireEvent.click(within(pending).getByRole('button', { name: 'Withdraw the request for Mar 2, 2026 – Mar 4, 2026' }));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/withdraw'))).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/time-off-requests/a/withdraw', expect.objectContaining({ method: 'POST' })));
  });
});
