import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyLanguage } from 'shell/sdk';
import { mockFetch, renderWithProviders } from 'shell/sdk/testing';

import { CalendarSubscribe } from './CalendarSubscribe';
import CalendarSubscribeDialog from './CalendarSubscribeDialog';

const FIRST = 'https://crew.example.com/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';
const SECOND = 'https://crew.example.com/api/calendar/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics';

type User = ReturnType<typeof userEvent.setup>;

/** Opens the dialog; its code (and antd's) loads on the first open, seconds on a busy machine. */
async function openDialog(user: User) {
  await user.click(screen.getByRole('button', { name: 'Subscribe in your calendar' }));
  return screen.findByRole('dialog', { name: 'Subscribe in your calendar' }, { timeout: 8000 });
}

describe('CalendarSubscribe', () => {
  it('shows the private address with Copy and the links that hand it to a calendar app', async () => {
    const fetchMock = mockFetch({ 'GET /api/calendar/feed-url': { body: { url: FIRST } } });
    // user-event puts a clipboard of its own in the page.
    const user = userEvent.setup();
    renderWithProviders(<CalendarSubscribe />);

    const dialog = await openDialog(user);
    expect(within(dialog).getByText('Add your shifts to your phone’s calendar. They update by themselves when your schedule changes.')).toBeInTheDocument();
    expect(await within(dialog).findByDisplayValue(FIRST)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Your calendar address')).toHaveValue(FIRST);
    expect(within(dialog).getByRole('link', { name: 'Open in your calendar app' })).toHaveAttribute(
      'href',
      'webcal://crew.example.com/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
    );
    expect(within(dialog).getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent('webcal://crew.example.com/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics')}`,
    );
    expect(within(dialog).getByText(/^Keep this address to yourself/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Address copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(FIRST);
    expect(fetchMock).toHaveBeenCalledWith('/api/calendar/feed-url', expect.objectContaining({ credentials: 'include' }));
  });

  it('says so, and selects the address, when the clipboard refuses', async () => {
    mockFetch({ 'GET /api/calendar/feed-url': { body: { url: FIRST } } });
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderWithProviders(<CalendarSubscribe />);
    const dialog = await openDialog(user);
    await within(dialog).findByDisplayValue(FIRST);
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Could not copy the address')).toBeInTheDocument();
    const input = within(dialog).getByLabelText('Your calendar address') as HTMLInputElement;
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, FIRST.length]);
  });

  it('gets a new address only once confirmed, and shows it', async () => {
    const fetchMock = mockFetch({
      'GET /api/calendar/feed-url': { body: { url: FIRST } },
      'POST /api/calendar/feed-url/regenerate': { body: { url: SECOND } },
    });
    const user = userEvent.setup();
    renderWithProviders(<CalendarSubscribe />);
    const dialog = await openDialog(user);
    await within(dialog).findByDisplayValue(FIRST);

    await user.click(within(dialog).getByRole('button', { name: 'Get a new address' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('Get a new address?')).toBeInTheDocument();
    expect(
      within(confirm).getByText('The current address stops working: calendars that use it stop showing your shifts until you add the new one.'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.click(within(confirm).getByRole('button', { name: 'Get a new address' }));
    expect(await within(dialog).findByDisplayValue(SECOND)).toBeInTheDocument();
    expect(await screen.findByText('New address ready')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('shows why the address could not be read', async () => {
    mockFetch({ 'GET /api/calendar/feed-url': { status: 500, body: { statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' } } });
    const user = userEvent.setup();
    renderWithProviders(<CalendarSubscribe />);
    const dialog = await openDialog(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Internal server error');
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeDisabled();
  });

  it('closes with Done', async () => {
    mockFetch({ 'GET /api/calendar/feed-url': { body: { url: FIRST } } });
    const user = userEvent.setup();
    renderWithProviders(<CalendarSubscribe />);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  describe('in Spanish', () => {
    afterEach(async () => {
      await act(() => applyLanguage('en'));
    });

    // The dialog itself, as the button mounts it once loaded (the lazy path is the English tests').
    it('speaks Spanish', async () => {
      await act(() => applyLanguage('es'));
      mockFetch({ 'GET /api/calendar/feed-url': { body: { url: FIRST } } });
      renderWithProviders(<CalendarSubscribe />);
      expect(screen.getByRole('button', { name: 'Suscribirse en su calendario' })).toBeInTheDocument();
      renderWithProviders(<CalendarSubscribeDialog open onClose={() => undefined} onReady={() => undefined} />);
      const dialog = await screen.findByRole('dialog', { name: 'Suscribirse en su calendario' });
      expect(await within(dialog).findByLabelText('Dirección de su calendario')).toHaveValue(FIRST);
      expect(within(dialog).getByText('Agregue sus turnos al calendario de su teléfono. Se actualizan solos cuando cambia su horario.')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Copiar' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Obtener una dirección nueva' })).toBeInTheDocument();
      expect(within(dialog).getByRole('link', { name: 'Abrir en su aplicación de calendario' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Listo' })).toBeInTheDocument();
    });
  });
});
