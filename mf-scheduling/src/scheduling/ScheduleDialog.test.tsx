import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { mockFetch, renderWithProviders } from 'shell/sdk/testing';
import type { User } from 'shell/sdk';

import { nothingToWarn } from './scheduleCheck.fixture';
import { ScheduleDialog } from './ScheduleDialog';

// Two minutes: on a loaded 2-core machine antd's dialog and selects under jsdom are slow.
jest.setTimeout(120_000);
// findBy*/waitFor: antd renders slowly when the machine is busy.
configure({ asyncUtilTimeout: 10_000 });

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
const wanda: User = { id: 'w1', firstName: 'Wanda', lastName: 'Welder', email: 'wanda@example.com', phoneNumber: '555', role: 'worker', profileImageUrl: null };
const fred: User = { id: 'f1', firstName: 'Fred', lastName: 'Foreman', email: 'fred@example.com', phoneNumber: '556', role: 'foreman', profileImageUrl: null };
const site = { id: 's1', name: 'Maple St Teardown', address: '12 Maple St', status: 'active' };
const shift = {
  id: 'sh1',
  workerId: 'w1',
  jobSiteId: 's1',
  date: day(1),
  meetTime: '06:30',
  startTime: '07:00',
  endTime: '15:00',
  lengthMinutes: 480,
  draft: false,
  seriesId: null,
  createdById: 'a1',
  createdAt: '2026-01-01T00:00:00.000Z',
  jobSite: site,
  worker: { id: 'w1', firstName: 'Wanda', lastName: 'Welder' },
};

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const matches = await screen.findAllByText(option);
  fireEvent.click(matches.find((node) => node.closest('.ant-select-item-option'))!);
}

function fill(dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

describe('ScheduleDialog', () => {
  it('requires every field, warns about availability and same-day shifts, asks to confirm the warnings, and posts the shift', async () => {
    const weekday = dayjs(day(2)).format('dddd');
    const onClose = jest.fn();
    const fetchMock = mockFetch({
      'GET /api/job-sites/options': { body: [site] },
      'GET /api/users/schedulable': { body: [wanda, fred] },
      'GET /api/schedules/check': {
        body: {
          ...nothingToWarn,
          availability: { available: false, notes: 'Night classes' },
          unavailable: true,
          sameDayShifts: [shift],
          warnings: [{ kind: 'unavailable', notes: 'Night classes' }],
        },
      },
      'POST /api/schedules': { status: 201, body: { ...shift, date: day(2), warnings: [{ kind: 'unavailable', notes: 'Night classes' }] } },
    });
    renderWithProviders(<ScheduleDialog open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Worker' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule Worker' }));
    expect(await within(dialog).findByText('Worker is required')).toBeInTheDocument();
    for (const message of ['Job site is required', 'Date is required', 'Meet time is required', 'Start time is required']) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }

    await choose('Worker', 'Wanda Welder (Employee)');
    expect(screen.getAllByText('Fred Foreman (Foreman)').length).toBeGreaterThan(0);
    // The picker asks the server for a bounded page of the people a shift can be given to.
    expect(fetchMock).toHaveBeenCalledWith('/api/users/schedulable?limit=20', expect.anything());
    await choose('Job Site', 'Maple St Teardown');
    // The site picker asks for a bounded page of the lean options, each with its address below.
    expect(fetchMock).toHaveBeenCalledWith('/api/job-sites/options?limit=20', expect.anything());
    expect(screen.getByText('12 Maple St')).toBeInTheDocument();
    fill(dialog, { Date: day(2), 'Meet Time': '08:00', 'Start Time': '07:30' });

    expect(await within(dialog).findByText(`Wanda Welder marked ${weekday}s as unavailable. Their note: “Night classes”`)).toBeInTheDocument();
    expect(within(dialog).getByText('Wanda Welder already has a shift that day: Maple St Teardown (meet 6:30 AM, start 7:00 AM).')).toBeInTheDocument();
    // With the start filled in, the proposed hours go along (the server checks overlaps and the week's hours).
    expect(fetchMock).toHaveBeenCalledWith(`/api/schedules/check?workerId=w1&date=${day(2)}&startTime=07%3A30`, expect.anything());

    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule Worker' }));
    expect(await within(dialog).findByText('Meet time must not be after start time')).toBeInTheDocument();

    fill(dialog, { 'Meet Time': '07:00' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Save as a draft: the worker sees it once it is published' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule Worker' }));

    // The check warned: Save first lists what the admin confirms, and nothing is posted yet.
    const confirm = await within(dialog).findByRole('region', { name: 'Please confirm before saving' });
    expect(within(confirm).getByText(`Wanda Welder marked ${weekday}s as unavailable. Their note: “Night classes”`)).toBeInTheDocument();
    expect(within(confirm).queryByText(/already has a shift that day/)).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/schedules' && init?.method === 'POST')).toBe(false);
    // Back: the form again, as it was.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByLabelText('Meet Time')).toHaveValue('07:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule Worker' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Schedule anyway' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/schedules',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ workerId: 'w1', jobSiteId: 's1', date: day(2), meetTime: '07:00', startTime: '07:30', draft: true }),
      }),
    );
  });

  it('shows approved time off, then the server’s refusal, and stays open', async () => {
    const onClose = jest.fn();
    mockFetch({
      'GET /api/job-sites/options': { body: [site] },
      'GET /api/users/schedulable': { body: [wanda] },
      'GET /api/schedules/check': {
        body: { ...nothingToWarn, approvedTimeOff: { id: 't1', startDate: day(2), endDate: day(3), reason: null } },
      },
      'POST /api/schedules': { status: 409, body: { statusCode: 409, message: 'Wanda Welder has approved time off on that day', error: 'Conflict' } },
    });
    renderWithProviders(<ScheduleDialog open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Worker' });
    await choose('Worker', 'Wanda Welder (Employee)');
    await choose('Job Site', 'Maple St Teardown');
    fill(dialog, { Date: day(2), 'Meet Time': '07:00', 'Start Time': '07:30' });
    expect(await within(dialog).findByText(/^Wanda Welder has approved time off \(.+ to .+\)\. A shift on this date will be refused\.$/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule Worker' }));
    expect(await screen.findByText('Wanda Welder has approved time off on that day')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits a shift: starts from its values and patches it', async () => {
    const onClose = jest.fn();
    const fetchMock = mockFetch({
      'GET /api/job-sites/options': { body: [site] },
      'GET /api/schedules/check': { body: nothingToWarn },
      'PATCH /api/schedules/sh1': { body: { ...shift, startTime: '08:00' } },
    });
    renderWithProviders(<ScheduleDialog open shift={shift} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Shift' });
    expect(within(dialog).getByLabelText('Date')).toHaveValue(day(1));
    // The shift's worker shows by name without reading the list of people.
    expect(within(dialog).getByTitle('Wanda Welder')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/users'))).toBe(false);
    // So does its job site, without reading the sites.
    expect(within(dialog).getByTitle('Maple St Teardown')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/job-sites'))).toBe(false);
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/schedules/check?workerId=w1&date=${day(1)}&startTime=07%3A00&endTime=15%3A00&excludeId=sh1`,
        expect.anything(),
      ),
    );
    expect(within(dialog).getByLabelText('End Time')).toHaveValue('15:00');
    fill(dialog, { 'Start Time': '08:00', 'End Time': '16:30' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledWith('/api/schedules/sh1', expect.objectContaining({ method: 'PATCH' }));
    const body = JSON.parse(String(fetchMock.mock.calls.find(([url]) => url === '/api/schedules/sh1')![1]!.body));
    expect(body).toEqual({ workerId: 'w1', jobSiteId: 's1', date: day(1), meetTime: '06:30', startTime: '08:00', endTime: '16:30' });
  });

  it('repeats a new shift weekly: the date field is checked, and after saving the created and skipped weeks are listed', async () => {
    const onClose = jest.fn();
    const skippedReason = 'Wanda Welder already has a shift from 8:00 AM to 12:00 PM on Monday';
    const fetchMock = mockFetch({
      'GET /api/job-sites/options': { body: [site] },
      'GET /api/users/schedulable': { body: [wanda] },
      'GET /api/schedules/check': { body: nothingToWarn },
      'POST /api/schedules': {
        status: 201,
        body: {
          created: [
            { ...shift, id: 'a', date: day(2), seriesId: 'ser1', warnings: [] },
            { ...shift, id: 'c', date: day(16), seriesId: 'ser1', warnings: [] },
          ],
          skipped: [{ shift: { workerId: 'w1', jobSiteId: 's1', date: day(9), startTime: '07:00', endTime: '15:00' }, reason: skippedReason }],
        },
      },
    });
    renderWithProviders(<ScheduleDialog open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Worker' });
    await choose('Worker', 'Wanda Welder (Employee)');
    await choose('Job Site', 'Maple St Teardown');
    fill(dialog, { Date: day(2), 'Meet Time': '06:30', 'Start Time': '07:00', 'Repeat Weekly Until': day(1) });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule Worker' }));
    expect(await within(dialog).findByText('Repeat weekly until must be on or after the date')).toBeInTheDocument();
    fill(dialog, { 'Repeat Weekly Until': day(2 + 26 * 7 + 1) });
    expect(await within(dialog).findByText('A shift repeats at most 26 weeks ahead')).toBeInTheDocument();

    fill(dialog, { 'Repeat Weekly Until': day(16) });
    // Nothing to warn of: saved at once, no confirm step.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule Worker' }));
    const summary = await screen.findByRole('dialog', { name: 'Weekly series saved' });
    expect(within(summary).getByText('Scheduled: 2. Skipped: 1.')).toBeInTheDocument();
    expect(within(summary).getByRole('heading', { name: '2 shifts scheduled' })).toBeInTheDocument();
    expect(within(summary).getByRole('heading', { name: '1 week skipped' })).toBeInTheDocument();
    expect(within(summary).getByText(new RegExp(skippedReason))).toBeInTheDocument();
    const body = JSON.parse(String(fetchMock.mock.calls.find(([url]) => url === '/api/schedules')![1]!.body));
    expect(body).toEqual({ workerId: 'w1', jobSiteId: 's1', date: day(2), meetTime: '06:30', startTime: '07:00', repeatWeeklyUntil: day(16) });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(summary).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });
});
