import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { mockFetch, renderWithProviders } from 'shell/sdk/testing';

import { OpenShiftsSection } from './OpenShiftsSection';

configure({ asyncUtilTimeout: 10_000 });

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
const site = { id: 's1', name: 'Harbor Pier', address: '5 Dock Rd' };
const openShift = (id: string, myClaim: { id: string; status: string } | null, hours = { startTime: '07:00', endTime: '15:00' }) => ({
  id,
  jobSiteId: 's1',
  date: day(2),
  meetTime: '06:30',
  ...hours,
  lengthMinutes: 480,
  filled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  jobSite: site,
  myClaim,
});

describe('OpenShiftsSection', () => {
  it('lists the open shifts the person could take; Claim claims one, a pending claim says so and can be withdrawn', async () => {
    const fetchMock = mockFetch({
      'GET /api/schedules/open': {
        body: [
          openShift('o1', null),
          openShift('o2', { id: 'c2', status: 'pending' }, { startTime: '22:00', endTime: '06:00' }),
          openShift('o3', { id: 'c3', status: 'rejected' }, { startTime: '12:00', endTime: '16:00' }),
        ],
      },
      'POST /api/schedules/o1/claim': { status: 201, body: { id: 'c1', openShiftId: 'o1', userId: 'w1', status: 'pending' } },
      'DELETE /api/schedules/o2/claim': { status: 204 },
    });
    renderWithProviders(<OpenShiftsSection />);

    const when = `${dayjs().add(2, 'day').format('MMM D, YYYY')}, 7:00 AM – 3:00 PM`;
    const first = await screen.findByRole('listitem', { name: `Open shift at Harbor Pier, ${when}` });
    expect(within(first).getByText('5 Dock Rd')).toBeInTheDocument();
    expect(within(first).getByText('Meet: 6:30 AM')).toBeInTheDocument();
    fireEvent.click(within(first).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/schedules/o1/claim', expect.objectContaining({ method: 'POST' })));
    expect(fetchMock).toHaveBeenCalledWith('/api/schedules/open?limit=100', expect.anything());

    const night = screen.getByRole('listitem', { name: /Open shift at Harbor Pier, .*10:00 PM – 6:00 AM \(next day\)/ });
    expect(within(night).getByText('Claimed, waiting for approval')).toBeInTheDocument();
    expect(within(night).queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
    fireEvent.click(within(night).getByRole('button', { name: 'Withdraw claim' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/schedules/o2/claim', expect.objectContaining({ method: 'DELETE' })));

    expect(screen.getByText('Claim not approved')).toBeInTheDocument();
  });

  it('says when there is nothing to take', async () => {
    mockFetch({ 'GET /api/schedules/open': { body: [] } });
    renderWithProviders(<OpenShiftsSection />);
    expect(await screen.findByText('No open shifts you could take in the next 14 days')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a claim', async () => {
    mockFetch({
      'GET /api/schedules/open': { body: [openShift('o1', null)] },
      'POST /api/schedules/o1/claim': { status: 409, body: { statusCode: 409, message: 'You have already claimed this shift', error: 'Conflict' } },
    });
    renderWithProviders(<OpenShiftsSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('You have already claimed this shift')).toBeInTheDocument();
  });
});
