import { act, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { applyLanguage } from 'shell/sdk';
import { mockFetch, renderWithProviders } from 'shell/sdk/testing';

import MySchedulePage from './MySchedulePage';

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
const site = { id: 's1', name: 'Maple St Deconstruction', address: '12 Maple St, Springfield' };
const schedule = (id: string, date: string, jobSite: typeof site | null = site, times = { startTime: '07:00', endTime: '15:30', lengthMinutes: 510 }) => ({
  id,
  workerId: 'w1',
  jobSiteId: 's1',
  date,
  meetTime: '06:45',
  ...times,
  createdById: 'a1',
  createdAt: '2026-01-01T00:00:00.000Z',
  jobSite,
  worker: { id: 'w1', firstName: 'Wally', lastName: 'Worker' },
});

describe('MySchedulePage', () => {
  it('shows the server’s counts and the next 7 days from GET /api/schedules/my/week (through the one sdk store)', async () => {
    const fetchMock = mockFetch({
      'GET /api/schedules/my/week': {
        body: {
          upcoming: 4,
          thisWeek: 3,
          total: 57,
          schedules: [
            schedule('a', day(0)),
            schedule('b', day(0), null),
            schedule('c', day(3), site, { startTime: '22:00', endTime: '06:00', lengthMinutes: 480 }),
          ],
        },
      },
    });
    renderWithProviders(<MySchedulePage />);

    expect(screen.getByRole('heading', { name: 'My Schedule' })).toBeInTheDocument();
    expect(screen.getByText('View your upcoming work schedule')).toBeInTheDocument();
    expect(screen.getAllByTestId('day-skeleton')).toHaveLength(7);

    const today = await screen.findByRole('region', { name: `${dayjs().format('dddd')}, ${dayjs().format('MMM D')}` });
    expect(within(today).getByText('2 shifts')).toBeInTheDocument();
    expect(within(today).getByText('Maple St Deconstruction')).toBeInTheDocument();
    expect(within(today).getByText('Job Site')).toBeInTheDocument();
    expect(within(today).getAllByText('Scheduled')).toHaveLength(2);
    expect(within(today).getByText('12 Maple St, Springfield')).toBeInTheDocument();
    expect(within(today).getAllByText(/Meet: 6:45 AM/)).toHaveLength(2);
    expect(within(today).getAllByText('Start: 7:00 AM')).toHaveLength(2);
    expect(within(today).getAllByText('End: 3:30 PM')).toHaveLength(2);
    // A night shift ends the next morning.
    const nightDay = screen.getByRole('region', { name: `${dayjs().add(3, 'day').format('dddd')}, ${dayjs().add(3, 'day').format('MMM D')}` });
    expect(within(nightDay).getByText('End: 6:00 AM (next day)')).toBeInTheDocument();

    expect(screen.getAllByText('No shifts')).toHaveLength(5);
    expect(screen.getAllByText('No scheduled work for this day')).toHaveLength(5);

    const stat = (title: string) => screen.getByText(title).parentElement!.parentElement!;
    expect(within(stat('Upcoming Shifts')).getByText('4')).toBeInTheDocument();
    expect(within(stat('This Week')).getByText('3')).toBeInTheDocument();
    expect(within(stat('Total Schedules')).getByText('57')).toBeInTheDocument();

    expect(fetchMock).toHaveBeenCalledWith(`/api/schedules/my/week?from=${day(0)}`, expect.objectContaining({ credentials: 'include' }));
  });

  describe('in Spanish', () => {
    afterEach(async () => {
      await act(() => applyLanguage('en'));
    });

    it('shows its texts, day headings and times in Spanish', async () => {
      await act(() => applyLanguage('es'));
      mockFetch({ 'GET /api/schedules/my/week': { body: { upcoming: 1, thisWeek: 1, total: 1, schedules: [schedule('a', day(0))] } } });
      renderWithProviders(<MySchedulePage />);

      expect(await screen.findByRole('heading', { name: 'Mi horario' })).toBeInTheDocument();
      expect(screen.getByText('Consulta tus próximos turnos de trabajo')).toBeInTheDocument();
      expect(screen.getByText('Próximos 7 días')).toBeInTheDocument();
      // The day as Spanish names it ('lunes 2 mar'), headed with a capital ('Lunes').
      const weekday = dayjs().locale('es').format('dddd');
      const today = await screen.findByRole('region', { name: `${weekday} ${dayjs().locale('es').format('D MMM')}` });
      expect(within(today).getByText(weekday.charAt(0).toUpperCase() + weekday.slice(1))).toBeInTheDocument();
      expect(within(today).getByText('1 turno')).toBeInTheDocument();
      expect(within(today).getByText('Programado')).toBeInTheDocument();
      expect(within(today).getByText(/Reunión: 6:45 AM/)).toBeInTheDocument();
      expect(within(today).getByText('Inicio: 7:00 AM')).toBeInTheDocument();
      expect(screen.getAllByText('Sin turnos')).toHaveLength(6);
      expect(screen.getAllByText('No hay trabajo programado para este día')).toHaveLength(6);
      expect(screen.getByText('Próximos turnos')).toBeInTheDocument();
      expect(screen.queryByText('My Schedule')).not.toBeInTheDocument();
    });
  });
});
