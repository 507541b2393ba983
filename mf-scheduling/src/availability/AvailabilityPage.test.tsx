import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderWithProviders } from 'shell/sdk/testing';

import AvailabilityPage from './AvailabilityPage';

jest.setTimeout(60_000);
// findBy*/waitFor: antd renders slowly when the machine is busy.
configure({ asyncUtilTimeout: 10_000 });

const week = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
  dayOfWeek,
  available: dayOfWeek !== 6,
  notes: dayOfWeek === 6 ? 'Kids at home' : null,
  updatedAt: null,
}));

describe('AvailabilityPage', () => {
  it('shows Sunday to Saturday with a switch and notes, and saves one day', async () => {
    const fetchMock = mockFetch({
      'GET /api/availability': { body: week },
      'POST /api/availability': { body: { dayOfWeek: 1, available: false, notes: 'After 10 AM', updatedAt: '2026-01-01T00:00:00Z' } },
    });
    renderWithProviders(<AvailabilityPage />);

    const regions = await screen.findAllByRole('region');
    expect(regions.map((region) => region.getAttribute('aria-label'))).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    const saturday = screen.getByRole('region', { name: 'Saturday' });
    expect(within(saturday).getByRole('switch', { name: 'Available on Saturday' })).not.toBeChecked();
    expect(within(saturday).getByLabelText('Notes for Saturday')).toHaveValue('Kids at home');

    const monday = screen.getByRole('region', { name: 'Monday' });
    const save = within(monday).getByRole('button', { name: 'Save Monday' });
    expect(save).toBeDisabled();
    fireEvent.click(within(monday).getByRole('switch', { name: 'Available on Monday' }));
    expect(within(monday).getByText('Unavailable')).toBeInTheDocument();
    fireEvent.change(within(monday).getByLabelText('Notes for Monday'), { target: { value: 'After 10 AM ' } });
    expect(save).toBeEnabled();
    fireEvent.click(save);
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/availability',
        expect.objectContaining({ method: 'POST', body: JSON.stringify({ dayOfWeek: 1, available: false, notes: 'After 10 AM' }) }),
      ),
    );
  });

  it('says Failed to update availability when the server gives no reason', async () => {
    mockFetch({
      'GET /api/availability': { body: week },
      'POST /api/availability': { status: 500, body: '' },
    });
    renderWithProviders(<AvailabilityPage />);
    const sunday = await screen.findByRole('region', { name: 'Sunday' });
    fireEvent.click(within(sunday).getByRole('switch', { name: 'Available on Sunday' }));
    fireEvent.click(within(sunday).getByRole('button', { name: 'Save Sunday' }));
    expect(await screen.findByText('Failed to update availability')).toBeInTheDocument();
  });
});
