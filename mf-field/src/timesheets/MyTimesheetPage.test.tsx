import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyLanguage } from 'shell/sdk';
import { mockFetch, renderWithProviders } from 'shell/sdk/testing';

import MyTimesheetPage from './MyTimesheetPage';
import { entry, timesheet } from './testTimesheet';

const user = userEvent.setup({ delay: null });

describe('MyTimesheetPage', () => {
  it('shows the week asked for: totals as H:MM, each day with its entries, the flags in words, the status', async () => {
    const asked: string[] = [];
    mockFetch({
      'GET /api/timesheets/my': (_init, query) => {
        asked.push(query.get('week') ?? '');
        return { body: timesheet() };
      },
    });
    renderWithProviders(<MyTimesheetPage />, { route: '/timesheet?week=2026-11-18' });
    const totals = await screen.findByLabelText('Week totals', { selector: 'dl' });
    expect(asked).toEqual(['2026-11-18']);
    expect(totals).toHaveTextContent('Worked46:45');
    expect(totals).toHaveTextContent('Unpaid break2:30');
    expect(totals).toHaveTextContent('Regular40:00');
    expect(totals).toHaveTextContent('Overtime6:45');
    expect(screen.getByText('Nov 15, 2026 – Nov 21, 2026')).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();

    const monday = screen.getByRole('region', { name: 'Monday, Nov 16' });
    expect(within(monday).getByLabelText('Totals of Monday, Nov 16')).toHaveTextContent('Worked8:30');
    expect(within(monday).getByText('Riverside Warehouse')).toBeInTheDocument();
    expect(within(monday).getByText(/ to /)).toBeInTheDocument();
    expect(within(monday).getByText('Missed meal break')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Tuesday, Nov 17' })).getByText('No time recorded')).toBeInTheDocument();

    const flags = screen.getByRole('region', { name: 'What needs a look' });
    expect(flags).toHaveTextContent("A clock-in or clock-out was made without the phone's location.");
    expect(flags).toHaveTextContent('A work period of 7.5 hours or more had no meal break of at least 20 minutes');
  });

  it('tags a punch the phone sent later, saying which one and why, in English and Spanish', async () => {
    const week = timesheet();
    week.days[1] = { ...week.days[1], entries: [entry({ clockInOffline: true }), entry({ id: 'e2', clockOutOffline: true, clockInOffline: true })] };
    mockFetch({ 'GET /api/timesheets/my': () => ({ body: week }) });
    const { unmount } = renderWithProviders(<MyTimesheetPage />, { route: '/timesheet?week=2026-11-18' });
    const monday = await screen.findByRole('region', { name: 'Monday, Nov 16' });
    const tags = within(monday).getAllByText('Sent later');
    expect(tags).toHaveLength(2);
    expect(tags[0]).toHaveAttribute('title', "The clock-in was recorded on the phone while it was offline and sent later; its time is the phone's.");
    expect(tags[0]).toHaveTextContent("Sent later: The clock-in was recorded on the phone while it was offline and sent later; its time is the phone's.");
    expect(tags[1]).toHaveAttribute(
      'title',
      "The clock-in and clock-out were recorded on the phone while it was offline and sent later; their times are the phone's.",
    );
    // An entry punched online carries no tag.
    expect(within(screen.getByRole('region', { name: 'Tuesday, Nov 17' })).queryByText('Sent later')).toBeNull();
    unmount();

    await act(() => applyLanguage('es'));
    try {
      renderWithProviders(<MyTimesheetPage />, { route: '/timesheet?week=2026-11-18' });
      const spanishTag = (await screen.findAllByText('Enviado más tarde'))[0];
      expect(spanishTag).toHaveAttribute(
        'title',
        'La entrada se registró en el teléfono mientras estaba sin conexión y se envió más tarde; su hora es la del teléfono.',
      );
    } finally {
      await act(() => applyLanguage('en'));
    }
  });

  it('moves a week back and forth from the week the server answered', async () => {
    const asked: string[] = [];
    mockFetch({
      'GET /api/timesheets/my': (_init, query) => {
        asked.push(query.get('week') ?? '');
        return { body: timesheet() };
      },
    });
    renderWithProviders(<MyTimesheetPage />, { route: '/timesheet?week=2026-11-18' });
    await screen.findByLabelText('Week totals', { selector: 'dl' });
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await screen.findByLabelText('Week totals', { selector: 'dl' });
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(asked).toEqual(['2026-11-18', '2026-11-08', '2026-11-22']);
  });

  it('names who approved the week and when', async () => {
    mockFetch({
      'GET /api/timesheets/my': {
        body: timesheet({ status: 'approved', approvedAt: '2026-11-23T15:00:00.000Z', approvedBy: { id: 'a1', firstName: 'Ana', lastName: 'Ruiz' } }),
      },
    });
    renderWithProviders(<MyTimesheetPage />, { route: '/timesheet?week=2026-11-18' });
    expect(await screen.findByText('Approved by Ana Ruiz on Nov 23, 2026')).toBeInTheDocument();
  });

  it('shows the server’s message when the week cannot be read', async () => {
    mockFetch({ 'GET /api/timesheets/my': { status: 400, body: { statusCode: 400, message: 'week must be a date YYYY-MM-DD', error: 'Bad Request' } } });
    renderWithProviders(<MyTimesheetPage />, { route: '/timesheet' });
    expect(await screen.findByText('week must be a date YYYY-MM-DD')).toBeInTheDocument();
  });
});
