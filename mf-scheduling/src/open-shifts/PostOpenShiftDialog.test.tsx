import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { mockFetch, renderWithProviders } from 'shell/sdk/testing';

import { PostOpenShiftDialog } from './PostOpenShiftDialog';

// antd's dialog and selects under jsdom are slow on a loaded machine.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 10_000 });

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
const site = { id: 's1', name: 'Harbor Pier', address: '5 Dock Rd', status: 'active' };

describe('PostOpenShiftDialog', () => {
  it('requires a site, a day, meet and start; posts the shift without a worker, leaving out an empty end', async () => {
    const onClose = jest.fn();
    const fetchMock = mockFetch({
      'GET /api/job-sites/options': { body: [site] },
      'POST /api/schedules/open': {
        status: 201,
        body: {
          id: 'o1',
          jobSiteId: 's1',
          date: day(3),
          meetTime: '06:30',
          startTime: '07:00',
          endTime: '15:00',
          lengthMinutes: 480,
          filled: false,
          jobSite: site,
        },
      },
    });
    renderWithProviders(<PostOpenShiftDialog open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Post Open Shift' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    for (const message of ['Job site is required', 'Date is required', 'Meet time is required', 'Start time is required']) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }

    fireEvent.mouseDown(screen.getByLabelText('Job Site'));
    const options = await screen.findAllByText('Harbor Pier');
    fireEvent.click(options.find((node) => node.closest('.ant-select-item-option'))!);
    for (const [label, value] of Object.entries({ Date: day(3), 'Meet Time': '06:30', 'Start Time': '07:00' })) {
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/schedules/open',
        expect.objectContaining({ method: 'POST', body: JSON.stringify({ jobSiteId: 's1', date: day(3), meetTime: '06:30', startTime: '07:00' }) }),
      ),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
