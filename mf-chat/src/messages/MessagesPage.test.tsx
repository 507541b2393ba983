import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyLanguage, realtime, store } from 'shell/sdk';
import { mockFetch, renderWithProviders } from 'shell/sdk/testing';

import MessagesPage from './MessagesPage';

// Six engineers share two cores: give the page time to render under load (it fails, not hangs).
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

const me = { id: 'me', firstName: 'Luis', lastName: 'Hernandez', email: 'l@example.com', phoneNumber: '1', role: 'worker', profileImageUrl: null };
const maria = { id: 'maria', firstName: 'Maria', lastName: 'Kowalski', role: 'admin', profileImageUrl: null };
const darnell = { id: 'darnell', firstName: 'Darnell', lastName: 'Washington', role: 'foreman', profileImageUrl: null };

const contacts = (mariaUnread = 2) => [
  { user: maria, lastMessage: { id: 'm2', senderId: 'maria', preview: 'See you at 7', createdAt: '2026-03-02T12:00:00Z' }, unreadCount: mariaUnread },
  { user: darnell, lastMessage: null, unreadCount: 0 },
];

const message = (id: string, senderId: string, text: string) => ({
  id,
  senderId,
  recipientId: senderId === 'me' ? 'maria' : 'me',
  message: text,
  channelType: 'direct',
  createdAt: '2026-03-02T12:00:00Z',
});

function routes(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/auth/user': { body: me },
    'GET /api/messages/contacts': { body: contacts() },
    'GET /api/messages/maria': { body: [message('m1', 'me', 'Running late'), message('m2', 'maria', '<b>See you</b> at 7')] },
    'GET /api/messages/darnell': { body: [] },
    'PATCH /api/messages/maria/read': { body: { markedRead: 2 } },
    ...extra,
  });
}

/** The composer once a recipient is open (it is remounted per recipient). */
async function enabledComposer(): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByLabelText('Message')).toBeEnabled());
  return screen.getByLabelText('Message');
}

const calls = (fetchMock: jest.Mock, key: string) =>
  fetchMock.mock.calls.filter(([url, init]) => `${(init?.method ?? 'GET').toUpperCase()} ${String(url).split('?')[0]}` === key);

describe('MessagesPage', () => {
  it('lists team members with role, preview and unread count, searched by name on the server', async () => {
    const fetchMock = routes();
    const searched: Record<string, unknown[]> = { darn: [contacts()[1]], nobody: [] };
    const listed = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const search = new URL(String(input), 'http://app').searchParams.get('search');
      if (String(input).startsWith('/api/messages/contacts?') && search !== null) {
        return { ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify(searched[search] ?? []) } as unknown as Response;
      }
      return listed(input, init);
    });
    renderWithProviders(<MessagesPage />, { route: '/messages' });
    const list = await screen.findByRole('list', { name: 'Team members' });
    const mariaButton = within(list).getByRole('button', { name: 'Maria Kowalski, 2 unread' });
    expect(within(mariaButton).getByText('Admin')).toBeInTheDocument();
    expect(within(mariaButton).getByText('See you at 7')).toBeInTheDocument();
    expect(within(mariaButton).getByText('2')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Darnell Washington' })).toHaveTextContent('Foreman');

    expect(fetchMock).toHaveBeenCalledWith('/api/messages/contacts?limit=50', expect.anything());
    expect(screen.queryByRole('button', { name: 'Show more team members' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search team members'), 'darn');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Maria Kowalski/ })).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith('/api/messages/contacts?search=darn&limit=50', expect.anything());
    await userEvent.clear(screen.getByLabelText('Search team members'));
    await userEvent.type(screen.getByLabelText('Search team members'), 'nobody');
    expect(await screen.findByText('No team members found')).toBeInTheDocument();
  });

  it('loads the next page after the last contact shown, and opens a conversation that is on no loaded page', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, n) => ({
        user: { id: `p${from + n}`, firstName: 'Person', lastName: String(from + n), role: 'worker', profileImageUrl: null },
        lastMessage: null,
        unreadCount: 0,
      }));
    const fetchMock = routes({
      'GET /api/messages/contacts/zoe': {
        body: { user: { id: 'zoe', firstName: 'Zoe', lastName: 'Far', role: 'worker', profileImageUrl: null }, lastMessage: null, unreadCount: 0 },
      },
    });
    const listed = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const respond = (body: unknown) => ({ ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify(body) }) as unknown as Response;
      if (url === '/api/messages/contacts?limit=50') return respond(page(0, 50));
      if (url === '/api/messages/contacts?after=p49&limit=50') return respond(page(50, 3));
      if (url === '/api/messages/zoe?limit=50') return respond([]);
      return listed(input, init);
    });
    renderWithProviders(<MessagesPage />, { route: '/messages?with=zoe' });
    expect(await screen.findByRole('log', { name: 'Messages with Zoe Far' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Show more team members' }));
    expect(await screen.findByRole('button', { name: 'Person 52' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more team members' })).not.toBeInTheDocument();
  });

  it('needs a selected recipient before anything can be sent', async () => {
    routes();
    renderWithProviders(<MessagesPage />, { route: '/messages' });
    await screen.findByRole('list', { name: 'Team members' });
    expect(screen.getByText('Select a team member to start chatting')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('opens a conversation: messages as plain text, own ones marked, and it is marked read', async () => {
    const fetchMock = routes();
    renderWithProviders(<MessagesPage />, { route: '/messages' });
    await userEvent.click(await screen.findByRole('button', { name: /Maria Kowalski/ }));
    const log = await screen.findByRole('log', { name: 'Messages with Maria Kowalski' });
    expect(await within(log).findByText('<b>See you</b> at 7')).toBeInTheDocument();
    expect(log.querySelector('b')).toBeNull();
    expect(within(log).getByTestId('own-message')).toHaveTextContent('Running late');
    expect(within(log).getByTestId('own-message')).toHaveTextContent('You');
    expect(within(log).getByTestId('their-message')).toHaveTextContent('Maria Kowalski');
    await waitFor(() => expect(calls(fetchMock, 'PATCH /api/messages/maria/read')).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledWith('/api/messages/maria?limit=50', expect.objectContaining({ credentials: 'include' }));
  });

  it('shows No messages yet for an empty conversation', async () => {
    routes();
    renderWithProviders(<MessagesPage />, { route: '/messages?with=darnell' });
    expect(await screen.findByText('No messages yet', { selector: 'div[role="log"] *' })).toBeInTheDocument();
  });

  it('sends with Enter (trimmed, direct), keeps Shift+Enter for a new line, and refuses blank text', async () => {
    const sent: unknown[] = [];
    const fetchMock = routes({
      'POST /api/messages': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return { status: 201, body: message('m3', 'me', 'On my way') };
      },
    });
    const socketSend = jest.spyOn(realtime, 'send').mockReturnValue(true);
    renderWithProviders(<MessagesPage />, { route: '/messages?with=maria' });
    const box = await enabledComposer();

    await userEvent.type(box, '   {Enter}');
    expect(sent).toEqual([]);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    await userEvent.clear(box);
    await userEvent.type(box, '  On my way{Shift>}{Enter}{/Shift}ETA 10  ');
    expect(box).toHaveValue('  On my way\nETA 10  ');
    expect(sent).toEqual([]);
    await userEvent.type(box, '{Enter}');
    await waitFor(() => expect(sent).toEqual([{ recipientId: 'maria', message: 'On my way\nETA 10', channelType: 'direct' }]));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(socketSend).toHaveBeenCalledWith({ type: 'chat', userId: 'maria' });
    // The conversation and the list refresh after sending.
    await waitFor(() => expect(calls(fetchMock, 'GET /api/messages/maria').length).toBeGreaterThan(1));
    socketSend.mockRestore();
  });

  it('keeps the text and says why when sending fails', async () => {
    routes({ 'POST /api/messages': { status: 403, body: { statusCode: 403, message: 'You cannot message this person', error: 'Forbidden' } } });
    renderWithProviders(<MessagesPage />, { route: '/messages?with=maria' });
    const box = await enabledComposer();
    await userEvent.type(box, 'Hello{Enter}');
    expect(await screen.findByText('You cannot message this person')).toBeInTheDocument();
    expect(box).toHaveValue('Hello');
  });

  it('shows Failed to fetch messages when the conversation cannot be read', async () => {
    routes({ 'GET /api/messages/maria': { status: 500, body: '' } });
    renderWithProviders(<MessagesPage />, { route: '/messages?with=maria' });
    expect(await screen.findByText('Failed to fetch messages')).toBeInTheDocument();
  });

  it('loads older messages with the oldest shown id as the cursor', async () => {
    const newest = Array.from({ length: 50 }, (_, n) => message(`n${n}`, n % 2 ? 'me' : 'maria', `newer ${n}`));
    const fetchMock = routes();
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = String(input);
      const respond = (body: unknown) => ({ ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify(body) }) as unknown as Response;
      if (url.startsWith('/api/messages/maria?before=n0')) return respond([message('o1', 'maria', 'the very first')]);
      if (url.startsWith('/api/messages/maria')) return respond(newest);
      if (url === '/api/messages/contacts?limit=50') return respond(contacts(0));
      if (url === '/api/auth/user') return respond(me);
      return { ok: false, status: 404, statusText: 'Not Found', text: async () => '' } as unknown as Response;
    });
    renderWithProviders(<MessagesPage />, { route: '/messages?with=maria' });
    await userEvent.click(await screen.findByRole('button', { name: 'Load older messages' }));
    expect(await screen.findByText('the very first')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/messages/maria?before=n0&limit=50', expect.anything());
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
    const texts = within(screen.getByRole('log'))
      .getAllByText(/newer|first/)
      .map((node) => node.textContent);
    expect(texts[0]).toBe('the very first');
    expect(texts[50]).toBe('newer 49');
  });

  // The app's own store: the shell's /ws client invalidates the chat's data there.
  it('refreshes the list and the open conversation on a /ws chat event naming it', async () => {
    const fetchMock = routes();
    renderWithProviders(<MessagesPage />, { route: '/messages?with=darnell', store });
    await screen.findByText('No messages yet', { selector: 'div[role="log"] *' });
    const before = { contacts: calls(fetchMock, 'GET /api/messages/contacts').length, darnell: calls(fetchMock, 'GET /api/messages/darnell').length };
    act(() => realtime.dispatch({ type: 'chat', userId: 'darnell' }));
    await waitFor(() => expect(calls(fetchMock, 'GET /api/messages/contacts').length).toBe(before.contacts + 1));
    await waitFor(() => expect(calls(fetchMock, 'GET /api/messages/darnell').length).toBe(before.darnell + 1));

    // Read in another tab: only the counts refresh.
    act(() => realtime.dispatch({ type: 'chat', userId: 'darnell', read: true }));
    await waitFor(() => expect(calls(fetchMock, 'GET /api/messages/contacts').length).toBe(before.contacts + 2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls(fetchMock, 'GET /api/messages/darnell').length).toBe(before.darnell + 1);
  });

  it('shows what arrived while the page was closed when it is opened again, without a reload', async () => {
    const fetchMock = routes();
    const page = renderWithProviders(<MessagesPage />, { route: '/messages', store });
    const list = await screen.findByRole('list', { name: 'Team members' });
    expect(within(list).getByRole('button', { name: 'Maria Kowalski, 2 unread' })).toHaveTextContent('See you at 7');
    page.unmount();

    // Elsewhere in the app, Maria writes again: the server's list has changed, and /ws says so.
    const listed = fetchMock.getMockImplementation()!;
    const newer = [
      { ...contacts(3)[0], lastMessage: { id: 'm3', senderId: 'maria', preview: 'Bring the ladder', createdAt: '2026-03-02T12:05:00Z' } },
      contacts()[1],
    ];
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('/api/messages/contacts?')
        ? ({ ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify(newer) } as unknown as Response)
        : listed(input, init),
    );
    act(() => realtime.dispatch({ type: 'chat', userId: 'maria' }));

    renderWithProviders(<MessagesPage />, { route: '/messages', store });
    const shown = await screen.findByRole('button', { name: 'Maria Kowalski, 3 unread' });
    expect(shown).toHaveTextContent('Bring the ladder');
  });

  it('leaves messages unread while the tab is hidden, and reads them when it shows', async () => {
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      const fetchMock = routes();
      renderWithProviders(<MessagesPage />, { route: '/messages?with=maria' });
      await screen.findByRole('log', { name: 'Messages with Maria Kowalski' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(calls(fetchMock, 'PATCH /api/messages/maria/read')).toHaveLength(0);
      visibility.mockReturnValue('visible');
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await waitFor(() => expect(calls(fetchMock, 'PATCH /api/messages/maria/read')).toHaveLength(1));
    } finally {
      visibility.mockRestore();
    }
  });

  it('at 375 px shows the list or the conversation, with a back button', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('max-width') })) as typeof window.matchMedia;
    try {
      routes();
      renderWithProviders(<MessagesPage />, { route: '/messages' });
      await userEvent.click(await screen.findByRole('button', { name: /Maria Kowalski/ }));
      expect(await screen.findByRole('log')).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Team members' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Back to team members' }));
      expect(await screen.findByRole('list', { name: 'Team members' })).toBeInTheDocument();
      expect(screen.queryByRole('log')).not.toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });
});

describe('MessagesPage notifications', () => {
  const original = (globalThis as { Notification?: unknown }).Notification;
  afterEach(() => {
    // jsdom has no Notification: leave none behind (an undefined one would still be `in window`).
    if (original === undefined) delete (globalThis as { Notification?: unknown }).Notification;
    else (globalThis as { Notification?: unknown }).Notification = original;
  });

  it('shows Notifications Blocked when the browser refuses', async () => {
    const requestPermission = jest.fn(async () => 'denied' as NotificationPermission);
    (globalThis as { Notification?: unknown }).Notification = Object.assign(jest.fn(), { permission: 'default', requestPermission });
    routes();
    renderWithProviders(<MessagesPage />, { route: '/messages' });
    fireEvent.click(await screen.findByRole('button', { name: 'Enable Notifications' }));
    expect(await screen.findByText('Notifications Blocked')).toBeInTheDocument();
    expect(screen.getByText('Please enable notifications in your browser settings.')).toBeInTheDocument();
    expect(requestPermission).toHaveBeenCalled();
  });
});

describe('MessagesPage in Spanish', () => {
  afterEach(async () => {
    await act(() => applyLanguage('en'));
  });

  it('shows the list, the conversation and the composer in Spanish', async () => {
    await act(() => applyLanguage('es'));
    routes({ 'GET /api/messages/contacts': { body: [{ ...contacts()[0], lastMessage: { ...contacts()[0].lastMessage!, senderId: 'me' } }, contacts()[1]] } });
    renderWithProviders(<MessagesPage />, { route: '/messages' });
    expect(await screen.findByRole('heading', { name: 'Mensajes' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Miembros del equipo' });
    const mariaButton = within(list).getByRole('button', { name: 'Maria Kowalski, 2 sin leer' });
    expect(within(mariaButton).getByText('Tú: See you at 7')).toBeInTheDocument();
    expect(screen.getByText('Elige a un miembro del equipo para empezar a chatear')).toBeInTheDocument();
    expect(screen.getByLabelText('Buscar miembros del equipo')).toHaveAttribute('placeholder', 'Buscar miembros del equipo...');
    expect(screen.getByRole('button', { name: 'Activar notificaciones' })).toBeInTheDocument();

    await userEvent.click(mariaButton);
    const log = await screen.findByRole('log', { name: 'Mensajes con Maria Kowalski' });
    expect(await within(log).findByText('Running late')).toBeInTheDocument();
    expect(within(log).getByTestId('own-message')).toHaveTextContent(/^Tú · /);
    expect(screen.getByLabelText('Mensaje')).toHaveAttribute('placeholder', 'Escribe un mensaje...');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeInTheDocument();
  });
});
