import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { mockFetch, renderWithProviders } from 'shell/sdk/testing';

import SchedulingPage from './SchedulingPage';

// antd's dialogs, menus and selects are slow under jsdom on a shared machine.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 10_000 });

// A week far ahead (its Sunday), so every day of it takes new shifts.
const weekStart = dayjs().add(210, 'day').day(0);
const date = (weekday: number) => weekStart.add(weekday, 'day').format('YYYY-MM-DD');
const dayLabel = (weekday: number) => weekStart.add(weekday, 'day').format('dddd, MMM D');
const site = { id: 's1', name: 'Grid Site A', address: '1 A St' };
const shiftOf = (id: string, workerId: string, weekday: number, draft: boolean, startTime = '07:00', endTime = '15:00') => ({
  id,
  workerId,
  jobSiteId: 's1',
  date: date(weekday),
  meetTime: startTime,
  startTime,
  endTime,
  lengthMinutes: 480,
  draft,
  createdById: 'a1',
  createdAt: '2026-01-01T00:00:00.000Z',
  jobSite: site,
  worker: { id: workerId, firstName: workerId === 'ana' ? 'Ana' : 'Ben', lastName: workerId === 'ana' ? 'Ruiz' : 'Ortiz' },
});
const emptyDay = (weekday: number) => ({ date: date(weekday), shifts: 0, drafts: 0, people: 0, minutes: 0 });

function grid(total = 2) {
  return {
    weekStart: date(0),
    weekEnd: date(6),
    total,
    days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => (weekday === 1 ? { date: date(1), shifts: 2, drafts: 1, people: 2, minutes: 960 } : emptyDay(weekday))),
    people: [
      { id: 'ana', firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', role: 'worker', minutes: 480, shifts: [shiftOf('sh1', 'ana', 1, true)] },
      { id: 'ben', firstName: 'Ben', lastName: 'Ortiz', email: 'ben@example.com', role: 'foreman', minutes: 480, shifts: [shiftOf('sh2', 'ben', 1, false)] },
    ],
  };
}

const route = `/scheduling?view=week&week=${date(3)}`;

/**
 * The open dialog of that title. Under jest antd gives every generated id the same value
 * ('test-id'), so a dialog's aria-labelledby finds the page's first such id (the job-site
 * filter), not its title: it is found by its title's text instead.
 */
async function dialogTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest('[role="dialog"]') as HTMLElement;
}

describe('the Week tab of Scheduling', () => {
  it('shows people down the side and the seven days across, drafts marked, with hours per person and totals per day', async () => {
    const fetchMock = mockFetch({ 'GET /api/schedules/grid': { body: grid() } });
    renderWithProviders(<SchedulingPage />, { route });

    const table = await screen.findByRole('table');
    expect(fetchMock).toHaveBeenCalledWith(`/api/schedules/grid?week=${date(3)}&limit=50&offset=0`, expect.anything());
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('Ana Ruiz8 h this week');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(8);
    expect(within(table).getByRole('columnheader', { name: /Monday/ })).toHaveTextContent('2 shifts · 16 h');
    expect(within(table).getByRole('columnheader', { name: /Monday/ })).toHaveTextContent('1 draft');
    expect(within(table).getByRole('columnheader', { name: '2 people' })).toBeInTheDocument();
    // Shifts are buttons named for the person, day, site and times, a draft said to be one.
    expect(within(table).getByRole('button', { name: `Ana Ruiz, ${dayLabel(1)}: Grid Site A, 7:00 AM – 3:00 PM, draft. Edit or delete` })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: `Ben Ortiz, ${dayLabel(1)}: Grid Site A, 7:00 AM – 3:00 PM. Edit or delete` })).toBeInTheDocument();
    // Every day of every person can be scheduled: the cells are buttons.
    expect(within(table).getAllByRole('button', { name: /^Schedule / })).toHaveLength(14);
    // The spec's list is not shown on this tab; its own actions neither.
    expect(screen.queryByRole('button', { name: 'Publish Drafts' })).not.toBeInTheDocument();
  });

  it('opens the Schedule dialog on an empty cell with that person and day, as a draft in draft mode', async () => {
    mockFetch({ 'GET /api/schedules/grid': { body: grid() }, 'GET /api/schedules/check': { body: null } });
    renderWithProviders(<SchedulingPage />, { route });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('switch'));
    expect(screen.getByText(/Draft mode is on/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: `Schedule Ben Ortiz on ${dayLabel(4)}` }));
    const dialog = await dialogTitled('Schedule Worker');
    expect(within(dialog).getByText('Ben Ortiz')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Date')).toHaveValue(date(4));
    expect(within(dialog).getByRole('checkbox')).toBeChecked();
  });

  it('searches, filters and pages on the server; a new week goes into the address and starts at the first page', async () => {
    const fetchMock = mockFetch({ 'GET /api/schedules/grid': { body: grid(120) } });
    renderWithProviders(<SchedulingPage />, { route });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(`/api/schedules/grid?week=${date(3)}&limit=50&offset=50`, expect.anything()));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search people' }), { target: { value: 'ortiz' } });
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Search people' }), { key: 'Enter' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(`/api/schedules/grid?week=${date(3)}&limit=50&offset=0&search=ortiz`, expect.anything()));
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/schedules/grid?week=${weekStart.add(7, 'day').format('YYYY-MM-DD')}&limit=50&offset=0&search=ortiz`,
        expect.anything(),
      ),
    );
  });

  it('edits or deletes a shift from its menu', async () => {
    const fetchMock = mockFetch({ 'GET /api/schedules/grid': { body: grid() }, 'DELETE /api/schedules/sh2': { status: 204 } });
    renderWithProviders(<SchedulingPage />, { route });
    fireEvent.click(await screen.findByRole('button', { name: /^Ben Ortiz, .*Edit or delete$/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await dialogTitled('Delete this shift?');
    expect(within(confirm).getByText('Ben Ortiz will be notified.')).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/schedules/sh2', expect.objectContaining({ method: 'DELETE' })));

    fireEvent.click(screen.getByRole('button', { name: /^Ana Ruiz, .*Edit or delete$/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(await dialogTitled('Edit Shift')).toBeInTheDocument();
  });

  it('publishes the week and copies the previous one, listing what was skipped and why', async () => {
    const fetchMock = mockFetch({
      'GET /api/schedules/grid': { body: grid() },
      'POST /api/schedules/publish': { body: { published: 4 } },
      'POST /api/schedules/copy-week': {
        body: {
          weekStart: date(0),
          weekEnd: date(6),
          created: 5,
          skippedCount: 1,
          skipped: [{ shift: shiftOf('old', 'ana', -6, false), date: date(1), reason: 'Ana Ruiz already has a shift from 7:00 AM to 3:00 PM on Monday' }],
        },
      },
    });
    renderWithProviders(<SchedulingPage />, { route });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Publish week' }));
    expect(await screen.findByText('4 shifts are now on their workers’ schedules.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/schedules/publish', expect.objectContaining({ body: JSON.stringify({ from: date(0), to: date(6) }) }));

    fireEvent.click(screen.getByRole('button', { name: 'Copy previous week' }));
    const copied = await dialogTitled('Week copied');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/schedules/copy-week',
      expect.objectContaining({ body: JSON.stringify({ fromWeek: weekStart.add(-7, 'day').format('YYYY-MM-DD'), toWeek: date(0) }) }),
    );
    expect(within(copied).getByText('5 shifts were copied as drafts.')).toBeInTheDocument();
    expect(within(copied).getByText('1 shift was skipped:')).toBeInTheDocument();
    expect(within(copied).getByRole('listitem')).toHaveTextContent(/Ana Ruiz, .*: Ana Ruiz already has a shift from 7:00 AM to 3:00 PM on Monday$/);
  });

  it('opens this week at today’s column, the days before it a scroll back', async () => {
    const thisWeek = dayjs().day(0);
    const days = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      date: thisWeek.add(weekday, 'day').format('YYYY-MM-DD'),
      shifts: 0,
      drafts: 0,
      people: 0,
      minutes: 0,
    }));
    mockFetch({ 'GET /api/schedules/grid': { body: { weekStart: days[0].date, weekEnd: days[6].date, total: 0, days, people: [] } } });
    renderWithProviders(<SchedulingPage />, { route: `/scheduling?view=week&week=${days[3].date}` });
    const region = await screen.findByRole('region', { name: /^Shifts of the week / });
    expect(region.scrollLeft).toBe(dayjs().day() * 112);
  });
});
