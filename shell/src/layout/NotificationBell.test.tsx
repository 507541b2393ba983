import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';

import { mockFetch, renderWithProviders } from '../sdk/testing';
import { NotificationBell } from './NotificationBell';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const note = (id: string, read: boolean, subject: { kind: string; id: string | null } | null) => ({
  id,
  title: `Title ${id}`,
  message: `Message ${id}`,
  read,
  createdAt: '2026-03-02T12:00:00.000Z',
  subject,
});

describe('NotificationBell', () => {
  it('shows the unread count, lists a page, opens one (read, then its page) and reads them all', async () => {
    const fetchMock = mockFetch({
      'GET /api/notifications/unread-count': { body: { count: 2 } },
      'GET /api/notifications': (_init, query) => ({
        body: query.get('before') ? [] : [note('n1', false, { kind: 'shift', id: 's1' }), note('n2', false, null)],
      }),
      'PATCH /api/notifications/n1/read': { body: note('n1', true, { kind: 'shift', id: 's1' }) },
      'POST /api/notifications/read-all': { body: { markedRead: 1 } },
    });
    renderWithProviders(
      <>
        <NotificationBell role="worker" />
        <Routes>
          <Route path="/schedule" element={<h1>My Schedule page</h1>} />
          <Route path="*" element={null} />
        </Routes>
      </>,
    );
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    fireEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(fetchMock).toHaveBeenCalledWith('/api/notifications?limit=10', expect.anything());
    // One about a shift links to My Schedule; one about nothing is a button that only reads it.
    expect(await within(panel).findByRole('link', { name: /Title n1/ })).toHaveAttribute('href', '/schedule');
    expect(within(panel).getByRole('button', { name: /Title n2/ })).toBeInTheDocument();

    fireEvent.click(within(panel).getByRole('link', { name: /Title n1/ }));
    expect(await screen.findByRole('heading', { name: 'My Schedule page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/notifications/n1/read', expect.objectContaining({ method: 'PATCH' })));

    fireEvent.click(bell);
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Notifications' })).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/notifications/read-all', expect.objectContaining({ method: 'POST' })));
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
    expect(bell).toHaveFocus();
  });
});
