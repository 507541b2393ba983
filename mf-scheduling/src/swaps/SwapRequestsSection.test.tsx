import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { mockFetch, renderWithProviders } from 'shell/sdk/testing';

import { SwapRequestsSection } from './SwapRequestsSection';

configure({ asyncUtilTimeout: 10_000 });

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
const me = { id: 'me', firstName: 'Mo', lastName: 'Mine', email: 'mo@example.com', role: 'worker' };
const person = (id: string, firstName: string) => ({ id, firstName, lastName: 'Crew' });
const request = (id: string, from: ReturnType<typeof person>, to: ReturnType<typeof person>, status: string) => ({
  id,
  status,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  from,
  to,
  shift: {
    id: `s-${id}`,
    date: day(4),
    meetTime: '06:30',
    startTime: '07:00',
    endTime: '15:00',
    jobSite: { id: 'j1', name: 'Lakeshore Lofts', address: '9 Shore Dr' },
  },
});

describe('SwapRequestsSection', () => {
  it('offers Accept and Decline on a shift offered to the person, Cancel on their own still offered, and shows the status', async () => {
    const mo = person('me', 'Mo');
    const fetchMock = mockFetch({
      'GET /api/auth/user': { body: me },
      'GET /api/swap-requests/my': {
        body: [
          request('in', person('a', 'Ann'), mo, 'offered'),
          request('out', mo, person('b', 'Bo'), 'offered'),
          request('acc', mo, person('c', 'Cy'), 'accepted'),
        ],
      },
      'POST /api/swap-requests/in/accept': { body: request('in', person('a', 'Ann'), mo, 'accepted') },
      'POST /api/swap-requests/out/cancel': { body: request('out', mo, person('b', 'Bo'), 'cancelled') },
    });
    renderWithProviders(<SwapRequestsSection />);

    const when = `${dayjs().add(4, 'day').format('MMM D, YYYY')}, 7:00 AM – 3:00 PM`;
    const incoming = await screen.findByRole('listitem', { name: `Ann Crew offers you their shift at Lakeshore Lofts, ${when}` });
    expect(within(incoming).getByText('Waiting for an answer')).toBeInTheDocument();
    expect(within(incoming).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    fireEvent.click(within(incoming).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/swap-requests/in/accept', expect.objectContaining({ method: 'POST' })));

    const outgoing = screen.getByRole('listitem', { name: `Your shift at Lakeshore Lofts, ${when}, offered to Bo Crew` });
    expect(within(outgoing).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    fireEvent.click(within(outgoing).getByRole('button', { name: 'Cancel offer' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/swap-requests/out/cancel', expect.objectContaining({ method: 'POST' })));

    const accepted = screen.getByRole('listitem', { name: `Your shift at Lakeshore Lofts, ${when}, offered to Cy Crew` });
    expect(within(accepted).getByText('Accepted, waiting for approval')).toBeInTheDocument();
    expect(within(accepted).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when there are none', async () => {
    mockFetch({ 'GET /api/auth/user': { body: me }, 'GET /api/swap-requests/my': { body: [] } });
    renderWithProviders(<SwapRequestsSection />);
    expect(await screen.findByText('No open swap requests')).toBeInTheDocument();
  });
});
