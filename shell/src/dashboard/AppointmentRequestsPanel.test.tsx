import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mockFetch, renderWithProviders } from '../sdk/testing';
import { AppointmentRequestsPanel } from './AppointmentRequestsPanel';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const request = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  clientId: 'c1',
  requestType: 'callback',
  phoneNumber: '(312) 555-0198',
  description: `Request ${id}`,
  preferredDate: '2030-02-01',
  preferredTime: '09:30',
  status,
  scheduledDate: null,
  notes: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  client: { id: 'c1', firstName: 'Angela', lastName: 'Brooks', email: 'a@example.com' },
  ...extra,
});

describe('AppointmentRequestsPanel', () => {
  it('lists every request with who asked; only pending ones can be answered', async () => {
    mockFetch({
      'GET /api/appointments': {
        body: [request('r1', 'pending'), request('r2', 'confirmed', { scheduledDate: '2030-03-04T15:30:00.000Z', notes: 'Bring boots' })],
      },
    });
    renderWithProviders(<AppointmentRequestsPanel />);
    expect(await screen.findByText('Request r1')).toBeInTheDocument();
    expect(screen.getAllByText('Angela Brooks')).toHaveLength(2);
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByText('Notes: Bring boots')).toBeInTheDocument();
    expect(screen.getAllByText('Confirm')).toHaveLength(1);
    expect(screen.getAllByText('Decline')).toHaveLength(1);
  });

  it('shows the first 5 (pending first, as the server orders them); Show more brings the next page', async () => {
    const all = Array.from({ length: 7 }, (_, index) => request(`r${index + 1}`, 'pending'));
    const fetchMock = mockFetch({
      'GET /api/appointments': (_init, query) => {
        const offset = Number(query.get('offset'));
        return { body: all.slice(offset, offset + Number(query.get('limit'))) };
      },
    });
    renderWithProviders(<AppointmentRequestsPanel />);
    expect(await screen.findByText('Request r5')).toBeInTheDocument();
    expect(screen.queryByText('Request r6')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/appointments?limit=5&offset=0', expect.anything());
    fireEvent.click(screen.getByRole('button', { name: 'Show more appointment requests' }));
    expect(await screen.findByText('Request r7')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/appointments?limit=5&offset=5', expect.anything());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more appointment requests' })).not.toBeInTheDocument());
  });

  it('shows the empty text', async () => {
    mockFetch({ 'GET /api/appointments': { body: [] } });
    renderWithProviders(<AppointmentRequestsPanel />);
    expect(await screen.findByText('No appointment requests yet')).toBeInTheDocument();
  });

  it('confirms with a scheduled date (required) and notes, sent as an instant', async () => {
    const fetchMock = mockFetch({
      'GET /api/appointments': { body: [request('r1', 'pending', { preferredDate: null, preferredTime: null })] },
      'PATCH /api/appointments/r1': { body: request('r1', 'confirmed') },
    });
    const user = userEvent.setup();
    renderWithProviders(<AppointmentRequestsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByText('Confirm Request', { selector: 'button span' }));
    expect(await within(dialog).findByText('Scheduled date is required')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Scheduled Date and Time'), { target: { value: '2030-03-04T10:30' } });
    fireEvent.change(within(dialog).getByLabelText('Notes (optional)'), { target: { value: 'Maria will call' } });
    await user.click(within(dialog).getByText('Confirm Request', { selector: 'button span' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(init!.body))).toEqual({
      status: 'confirmed',
      scheduledDate: new Date('2030-03-04T10:30').toISOString(),
      notes: 'Maria will call',
    });
    expect(await screen.findByText('Request Confirmed')).toBeInTheDocument();
  });

  it('declines after asking to be sure', async () => {
    const fetchMock = mockFetch({
      'GET /api/appointments': { body: [request('r1', 'pending')] },
      'PATCH /api/appointments/r1': { body: request('r1', 'declined') },
    });
    const user = userEvent.setup();
    renderWithProviders(<AppointmentRequestsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const question = await screen.findByText('Decline this request?');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
    const popup = question.closest('.ant-popover') as HTMLElement;
    await user.click(within(popup).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(init!.body))).toEqual({ status: 'declined' });
    expect(await screen.findByText('Request Declined')).toBeInTheDocument();
  });
});
