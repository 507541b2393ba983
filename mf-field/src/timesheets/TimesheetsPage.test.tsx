import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from 'shell/sdk/testing';

import type { TimesheetPage } from '../fieldTypes';
import TimesheetsPage, { TIMESHEETS_PAGE_SIZE } from './TimesheetsPage';
import { entry, timesheet } from './testTimesheet';

const user = userEvent.setup({ delay: null });

const page = (overrides: Partial<TimesheetPage> = {}): TimesheetPage => ({
  weekStart: '2026-11-15',
  weekEnd: '2026-11-21',
  total: 1,
  unapprovedCount: 3,
  items: [
    {
      userId: 'u1',
      firstName: 'Lidia',
      lastName: 'Soto',
      role: 'worker',
      totals: { workedMinutes: 2805, unpaidBreakMinutes: 150, regularMinutes: 2400, overtimeMinutes: 405 },
      flagCount: 2,
      openEntries: 1,
      status: 'open',
    },
  ],
  ...overrides,
});

const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

describe('TimesheetsPage', () => {
  it('lists the week’s people with their totals, searches, filters Needs review and links the export', async () => {
    const asked: URLSearchParams[] = [];
    mockFetch({
      'GET /api/timesheets': (_init, query) => {
        asked.push(query);
        return { body: page() };
      },
    });
    renderWithProviders(<TimesheetsPage />, { route: '/timesheets?week=2026-11-18' });
    const row = (await screen.findByRole('link', { name: 'Lidia Soto' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('46:45')).toBeInTheDocument();
    expect(within(row).getByText('40:00')).toBeInTheDocument();
    expect(within(row).getByText('6:45')).toBeInTheDocument();
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(screen.getByText("3 people's weeks with time are not approved yet: the export leaves them out.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute('href', '/api/timesheets/export.csv?week=2026-11-18');
    expect(Object.fromEntries(asked[0])).toEqual({ week: '2026-11-18', limit: String(TIMESHEETS_PAGE_SIZE), offset: '0' });

    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'soto{Enter}');
    await user.click(screen.getByRole('checkbox', { name: 'Needs review' }));
    expect(Object.fromEntries(asked[asked.length - 1])).toEqual({ week: '2026-11-18', limit: '20', offset: '0', search: 'soto', needsReview: 'true' });
  });

  it('tags a punch the phone sent later in a person’s week', async () => {
    const week = timesheet();
    week.days[1] = { ...week.days[1], entries: [entry({ clockOutOffline: true })] };
    mockFetch({ 'GET /api/timesheets/u1': { body: week } });
    renderWithProviders(<TimesheetsPage />, { route: '/timesheets?person=u1&week=2026-11-18' });
    const monday = await screen.findByRole('region', { name: 'Monday, Nov 16' });
    expect(within(monday).getByText('Sent later')).toHaveAttribute(
      'title',
      "The clock-out was recorded on the phone while it was offline and sent later; its time is the phone's.",
    );
  });

  it('corrects an entry with the reason the server requires', async () => {
    let patched: Record<string, unknown> | null = null;
    mockFetch({
      'GET /api/timesheets/u1': { body: timesheet() },
      'PATCH /api/time-entries/e1': (init) => {
        patched = body(init);
        return { body: entry() };
      },
    });
    renderWithProviders(<TimesheetsPage />, { route: '/timesheets?person=u1&week=2026-11-18' });
    const monday = await screen.findByRole('region', { name: 'Monday, Nov 16' });
    await user.click(within(monday).getByRole('button', { name: /^Correct the entry of Nov 16, 2026/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct time entry' });
    // A datetime-local box takes its whole value at once (typed key by key it is never a valid time in between).
    fireEvent.change(within(dialog).getByLabelText('Clock out'), { target: { value: '2026-11-16T22:15' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(await within(dialog).findByText('Enter the reason')).toBeInTheDocument();
    expect(patched).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Stayed late' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    await screen.findByText('Entry corrected');
    expect(patched).toEqual({ reason: 'Stayed late', clockOut: new Date('2026-11-16T22:15').toISOString() });
  });

  it('shows an entry’s history: when, who, each field old -> new, the reason', async () => {
    mockFetch({
      'GET /api/timesheets/u1': { body: timesheet() },
      'GET /api/time-entries/e1/history': {
        body: [
          {
            id: 'c1',
            at: '2026-11-22T16:00:00.000Z',
            action: 'updated',
            by: { id: 'a1', firstName: 'Ana', lastName: 'Ruiz' },
            changes: [{ field: 'jobSiteId', old: null, new: 's1' }],
            reason: 'Was at Riverside',
          },
        ],
      },
    });
    renderWithProviders(<TimesheetsPage />, { route: '/timesheets?person=u1&week=2026-11-18' });
    const monday = await screen.findByRole('region', { name: 'Monday, Nov 16' });
    await user.click(within(monday).getByRole('button', { name: /^History of the entry of/ }));
    const history = await screen.findByRole('dialog', { name: 'Entry history' });
    expect(await within(history).findByText('Reason: Was at Riverside')).toBeInTheDocument();
    expect(within(history).getByText(/^Changed Nov 22, 2026 .* by Ana Ruiz$/)).toBeInTheDocument();
    expect(within(history).getByText(/Job site: No job site → Riverside Warehouse/)).toBeInTheDocument();
  });

  it('shows the server’s reason when approval is refused', async () => {
    mockFetch({
      'GET /api/timesheets/u1': { body: timesheet() },
      'POST /api/timesheets/u1/approve': { status: 409, body: { statusCode: 409, message: 'An entry of the week is still open', error: 'Conflict' } },
    });
    renderWithProviders(<TimesheetsPage />, { route: '/timesheets?person=u1&week=2026-11-18' });
    await user.click(await screen.findByRole('button', { name: 'Approve week' }));
    expect(await screen.findByText('An entry of the week is still open')).toBeInTheDocument();
    // Opened from a link (no list row before it): the week's answer names the person.
    expect(screen.getByRole('heading', { name: 'Luis Hernandez' })).toBeInTheDocument();
  });

  it('shows who approved and unlocked the week, and why it was unlocked', async () => {
    const ana = { id: 'a1', firstName: 'Ana', lastName: 'Ruiz' };
    mockFetch({
      'GET /api/timesheets/u1': {
        body: timesheet({
          trail: [
            { action: 'approved', at: '2026-11-23T15:00:00.000Z', by: ana, reason: null },
            { action: 'unlocked', at: '2026-11-24T15:00:00.000Z', by: null, reason: 'Missing Wednesday' },
          ],
        }),
      },
    });
    renderWithProviders(<TimesheetsPage />, { route: '/timesheets?person=u1&week=2026-11-18' });
    const trail = await screen.findByRole('region', { name: 'Approvals and unlocks' });
    expect(within(trail).getByText('Approved by Ana Ruiz on Nov 23, 2026')).toBeInTheDocument();
    expect(within(trail).getByText('Unlocked by A former team member on Nov 24, 2026: “Missing Wednesday”')).toBeInTheDocument();
  });

  it('keeps an approved week read-only and unlocks it with a reason', async () => {
    let unlocked: Record<string, unknown> | null = null;
    mockFetch({
      'GET /api/timesheets/u1': {
        body: timesheet({ status: 'approved', approvedAt: '2026-11-23T15:00:00.000Z', approvedBy: { id: 'a1', firstName: 'Ana', lastName: 'Ruiz' } }),
      },
      'POST /api/timesheets/u1/unlock': (init) => {
        unlocked = body(init);
        return { body: timesheet() };
      },
    });
    renderWithProviders(<TimesheetsPage />, { route: '/timesheets?person=u1&week=2026-11-18' });
    expect(await screen.findByText('This week is approved: its entries cannot be changed until it is unlocked.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Correct the entry of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add entry/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^History of the entry of/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unlock week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock the week' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Missing Wednesday' } });
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    await screen.findByText('Week unlocked');
    expect(unlocked).toEqual({ week: '2026-11-18', reason: 'Missing Wednesday' });
  });

  it('adds an entry for the person', async () => {
    let posted: Record<string, unknown> | null = null;
    mockFetch({
      'GET /api/timesheets/u1': { body: timesheet() },
      'POST /api/time-entries': (init) => {
        posted = body(init);
        return { status: 409, body: { statusCode: 409, message: 'The entry overlaps another of this person', error: 'Conflict' } };
      },
    });
    renderWithProviders(<TimesheetsPage />, { route: '/timesheets?person=u1&week=2026-11-18' });
    await user.click(await screen.findByRole('button', { name: /Add entry/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add entry' });
    expect(within(dialog).getByLabelText('Clock in')).toHaveValue('2026-11-15T07:00');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Paper timesheet' } });
    await user.click(within(dialog).getByRole('button', { name: /Add entry/ }));
    expect(await within(dialog).findByText('The entry overlaps another of this person')).toBeInTheDocument();
    expect(posted).toEqual({
      userId: 'u1',
      reason: 'Paper timesheet',
      clockIn: new Date('2026-11-15T07:00').toISOString(),
      clockOut: new Date('2026-11-15T15:30').toISOString(),
    });
  });
});
