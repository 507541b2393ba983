import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const user = userEvent.setup({ delay: null });
import { mockFetch, renderWithProviders } from 'shell/sdk/testing';

import TimeTrackingPage from './TimeTrackingPage';

const breakRow = (id: string, endTime: string | null, durationMinutes: number | null, breakType = 'break') => ({
  id,
  date: '2026-11-22',
  breakType,
  startTime: new Date(Date.now() - 90_000).toISOString(),
  endTime,
  durationMinutes,
});

describe('TimeTrackingPage', () => {
  it('shows the empty text and starts a break of the chosen type', async () => {
    let posted: unknown = null;
    mockFetch({
      'GET /api/breaks/today': { body: [] },
      'POST /api/breaks': (init) => {
        posted = JSON.parse(String(init?.body));
        return { status: 201, body: breakRow('b1', null, null, 'meal') };
      },
    });
    renderWithProviders(<TimeTrackingPage />);
    expect(await screen.findByText('No completed breaks yet today')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /End Break/ })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Break type' }));
    await user.click(await screen.findByTitle('Meal'));
    await user.click(screen.getByRole('button', { name: /Start Break/ }));
    await screen.findByText('Break started');
    // Every punch says when it was made (the server takes a time within its clock drift as now).
    expect(posted).toEqual({ breakType: 'meal', occurredAt: expect.any(String) });
  });

  it('disables Start Break while one is active, shows its running time and lists completed breaks in whole minutes', async () => {
    mockFetch({ 'GET /api/breaks/today': { body: [breakRow('b1', new Date().toISOString(), 17, 'meal'), breakRow('b2', null, null)] } });
    renderWithProviders(<TimeTrackingPage />);
    expect(await screen.findByRole('timer', { name: 'Break running time' })).toHaveTextContent(/^1:3\d$/);
    expect(screen.getByRole('button', { name: /Start Break/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /End Break/ })).toBeEnabled();
    const list = screen.getByRole('list', { name: 'Completed breaks' });
    expect(within(list).getByText('17 minutes')).toBeInTheDocument();
    expect(within(list).getByText('Meal')).toBeInTheDocument();
  });
});
