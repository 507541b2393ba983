import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { mockFetch, renderWithProviders } from 'shell/sdk/testing';

import { SwapOffer } from './SwapOffer';

// The dialog (antd, loaded when first opened) is slow under jsdom on a loaded machine.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 20_000 });

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
const site = { id: 'j1', name: 'Lakeshore Lofts', address: '9 Shore Dr' };
const shift = (date: string, draft = false) => ({
  id: 'sh1',
  workerId: 'me',
  jobSiteId: 'j1',
  date,
  meetTime: '06:30',
  startTime: '07:00',
  endTime: '15:00',
  lengthMinutes: 480,
  draft,
  seriesId: null,
  createdById: 'a1',
  createdAt: '2026-01-01T00:00:00.000Z',
  jobSite: site,
  worker: { id: 'me', firstName: 'Mo', lastName: 'Mine' },
});
const bo = { id: 'bo', firstName: 'Bo', lastName: 'Taker' };

describe('SwapOffer', () => {
  it('offers the person’s future shift to a coworker picked by name', async () => {
    const fetchMock = mockFetch({
      'GET /api/swap-requests/my': { body: [] },
      'GET /api/swap-requests/coworkers': { body: [bo] },
      'POST /api/schedules/sh1/swap-requests': { status: 201, body: { id: 'r1', status: 'offered', from: shift(day(2)).worker, to: bo, shift: shift(day(2)) } },
    });
    renderWithProviders(<SwapOffer shift={shift(day(2))} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Offer swap: shift at Lakeshore Lofts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer swap' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Offer' }));
    expect(await within(dialog).findByText('Choose a coworker')).toBeInTheDocument();

    fireEvent.mouseDown(within(dialog).getByLabelText('Coworker'));
    const options = await screen.findAllByText('Bo Taker');
    fireEvent.click(options.find((node) => node.closest('.ant-select-item-option'))!);
    // The picker asks the server for a bounded page of names.
    expect(fetchMock).toHaveBeenCalledWith('/api/swap-requests/coworkers?limit=20', expect.anything());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Offer' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/schedules/sh1/swap-requests',
        expect.objectContaining({ method: 'POST', body: JSON.stringify({ toUserId: 'bo' }) }),
      ),
    );
  });

  it('says to whom a shift is offered, and offers nothing on a past shift or a draft', async () => {
    mockFetch({
      'GET /api/swap-requests/my': { body: [{ id: 'r1', status: 'offered', from: shift(day(2)).worker, to: bo, shift: shift(day(2)) }] },
    });
    const { unmount } = renderWithProviders(<SwapOffer shift={shift(day(2))} />);
    expect(await screen.findByText('Swap offered to Bo Taker')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <>
        <SwapOffer shift={shift(day(-1))} />
        <SwapOffer shift={shift(day(3), true)} />
      </>,
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: /Offer swap/ })).not.toBeInTheDocument());
  });
});
