import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { mockFetch, renderWithProviders } from 'shell/sdk/testing';

import { nothingToWarn } from '../scheduling/scheduleCheck.fixture';
import { ShiftRequestsPanel } from './ShiftRequestsPanel';

// antd renders slowly under jsdom on a shared machine.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
const claim = (id: string, firstName: string) => ({
  id,
  openShiftId: 'o1',
  userId: `u-${id}`,
  status: 'pending',
  createdAt: '2026-01-01T00:00:00.000Z',
  user: { id: `u-${id}`, firstName, lastName: 'Tester' },
});
const posted = (id: string, claims: unknown[]) => ({
  id,
  jobSiteId: 's1',
  date: day(3),
  meetTime: '06:30',
  startTime: '07:00',
  endTime: '15:00',
  lengthMinutes: 480,
  filled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  jobSite: { id: 's1', name: 'Harbor Pier', address: '5 Dock Rd' },
  claims,
});

describe('ShiftRequestsPanel', () => {
  it('lists the posted open shifts with their claims; Approve and Reject decide one claim', async () => {
    const fetchMock = mockFetch({
      'GET /api/schedules/open/posted': { body: [posted('o1', [claim('c1', 'Cleo'), claim('c2', 'Dana')]), posted('o2', [])] },
      'GET /api/swap-requests': { body: [] },
      'GET /api/schedules/check': { body: nothingToWarn },
      'POST /api/schedules/o1/claims/c1/approve': { body: { id: 'sh1' } },
      'POST /api/schedules/o1/claims/c2/reject': { body: { ...claim('c2', 'Dana'), status: 'rejected' } },
    });
    renderWithProviders(<ShiftRequestsPanel />);

    expect(await screen.findByText('2 to decide')).toBeInTheDocument();
    const cleo = await screen.findByRole('group', { name: 'Claim of Cleo Tester' });
    fireEvent.click(within(cleo).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/schedules/o1/claims/c1/approve', expect.objectContaining({ method: 'POST' })));
    const dana = screen.getByRole('group', { name: 'Claim of Dana Tester' });
    fireEvent.click(within(dana).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/schedules/o1/claims/c2/reject', expect.objectContaining({ method: 'POST' })));
    expect(screen.getByText('No claims yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Remove open shift' })).toHaveLength(2);
  });

  it('shows the warnings the new shift would give the claimant before approving: Back, or Approve anyway', async () => {
    const overtime = { ...nothingToWarn, weekMinutes: 2700, overtimeMinutes: 300, warnings: [{ kind: 'overtime', weekMinutes: 2700, overtimeMinutes: 300 }] };
    const fetchMock = mockFetch({
      'GET /api/schedules/open/posted': { body: [posted('o1', [claim('c1', 'Cleo')])] },
      'GET /api/swap-requests': { body: [] },
      'GET /api/schedules/check': { body: overtime },
      'POST /api/schedules/o1/claims/c1/approve': { body: { id: 'sh1' } },
    });
    renderWithProviders(<ShiftRequestsPanel />);
    const cleo = await screen.findByRole('group', { name: 'Claim of Cleo Tester' });
    fireEvent.click(within(cleo).getByRole('button', { name: 'Approve' }));
    expect(await within(cleo).findByText('Cleo Tester can be given this shift, but:')).toBeInTheDocument();
    expect(within(cleo).getByText('With this shift Cleo Tester is scheduled 45 hours this week: 5 hours of overtime.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringMatching(/^\/api\/schedules\/check\?workerId=u-c1&date=.+&startTime=07%3A00&endTime=15%3A00$/),
      expect.anything(),
    );
    fireEvent.click(within(cleo).getByRole('button', { name: 'Back' }));
    fireEvent.click(await within(cleo).findByRole('button', { name: 'Approve' }));
    fireEvent.click(await within(cleo).findByRole('button', { name: 'Approve anyway' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/schedules/o1/claims/c1/approve', expect.objectContaining({ method: 'POST' })));
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/approve'))).toHaveLength(1);
  });

  it('lists the accepted swaps; Approve and Reject decide one', async () => {
    const swap = {
      id: 'w1',
      status: 'accepted',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      from: { id: 'a', firstName: 'Ann', lastName: 'Giver' },
      to: { id: 'b', firstName: 'Bo', lastName: 'Getter' },
      shift: {
        id: 'sh1',
        date: day(4),
        meetTime: '06:30',
        startTime: '07:00',
        endTime: '15:00',
        jobSite: { id: 's1', name: 'Harbor Pier', address: '5 Dock Rd' },
      },
    };
    const fetchMock = mockFetch({
      'GET /api/schedules/open/posted': { body: [] },
      'GET /api/swap-requests': { body: [swap, { ...swap, id: 'w2', to: { id: 'c', firstName: 'Cy', lastName: 'Other' } }] },
      'GET /api/schedules/check': { body: nothingToWarn },
      'POST /api/swap-requests/w1/approve': { body: { ...swap, status: 'approved' } },
      'POST /api/swap-requests/w2/reject': { body: { ...swap, id: 'w2', status: 'rejected' } },
    });
    renderWithProviders(<ShiftRequestsPanel />);
    const first = await screen.findByRole('listitem', { name: 'Swap from Ann Giver to Bo Getter' });
    expect(within(first).getByText('Harbor Pier')).toBeInTheDocument();
    fireEvent.click(within(first).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/swap-requests/w1/approve', expect.objectContaining({ method: 'POST' })));
    const second = screen.getByRole('listitem', { name: 'Swap from Ann Giver to Cy Other' });
    fireEvent.click(within(second).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/swap-requests/w2/reject', expect.objectContaining({ method: 'POST' })));
  });

  it('says when there is nothing to decide', async () => {
    mockFetch({ 'GET /api/schedules/open/posted': { body: [] }, 'GET /api/swap-requests': { body: [] } });
    renderWithProviders(<ShiftRequestsPanel />);
    expect(await screen.findByText('No swaps to approve and no open shifts posted')).toBeInTheDocument();
  });
});
