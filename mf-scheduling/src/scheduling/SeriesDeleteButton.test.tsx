import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderWithProviders } from 'shell/sdk/testing';

import { SeriesDeleteButton } from './SeriesDeleteButton';

jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 10_000 });

const shift = {
  id: 'sh1',
  workerId: 'w1',
  jobSiteId: 's1',
  date: '2027-03-02',
  meetTime: '06:30',
  startTime: '07:00',
  endTime: '15:00',
  lengthMinutes: 480,
  draft: false,
  seriesId: 'ser1',
  createdById: 'a1',
  createdAt: '2026-01-01T00:00:00.000Z',
  jobSite: { id: 's1', name: 'Maple St Teardown', address: '12 Maple St' },
  worker: { id: 'w1', firstName: 'Wanda', lastName: 'Welder' },
};

async function openChoice() {
  fireEvent.click(screen.getByRole('button', { name: 'Delete shift of Wanda Welder on Tuesday' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete a shift of a weekly series' });
  expect(within(dialog).getByText(/Wanda Welder will be notified\./)).toBeInTheDocument();
  return dialog;
}

describe('deleting a shift of a weekly series', () => {
  it('"This and following shifts" deletes onward and says how many went', async () => {
    const fetchMock = mockFetch({ 'DELETE /api/schedules/sh1/onward': { body: { deleted: 4 } } });
    renderWithProviders(<SeriesDeleteButton shift={shift} who="Wanda Welder" label="Delete shift of Wanda Welder on Tuesday" />);
    const dialog = await openChoice();
    fireEvent.click(within(dialog).getByRole('button', { name: 'This and following shifts' }));
    expect(await screen.findByText('4 shifts deleted')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/schedules/sh1/onward', expect.objectContaining({ method: 'DELETE' }));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/schedules/sh1')).toBe(false);
  });

  it('"Only this shift" deletes that one; Cancel deletes nothing', async () => {
    const fetchMock = mockFetch({ 'DELETE /api/schedules/sh1': { status: 204 } });
    renderWithProviders(<SeriesDeleteButton shift={shift} who="Wanda Welder" label="Delete shift of Wanda Welder on Tuesday" />);
    let dialog = await openChoice();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalled();

    dialog = await openChoice();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Only this shift' }));
    expect(await screen.findByText('Shift deleted')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/schedules/sh1', expect.objectContaining({ method: 'DELETE' }));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/onward'))).toBe(false);
  });
});
