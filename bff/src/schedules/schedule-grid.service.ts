// The admin's week grid: a page of the people (active workers and foremen) with their shifts of the
// workweek, drafts included, and their scheduled minutes; the day totals of everyone the filter
// matches; how many match. The week starts on WORKWEEK_START, as the timesheets' weeks do.
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { addDays, workweekOf } from '../time-entries/timesheet';
import { GRID_PAGE_DEFAULT, type ScheduleGridDto } from './dto/schedule-grid.dto';
import { type GridDayJson, type GridPersonRow, ScheduleWeeksRepository } from './schedule-weeks.repository';
import { type ScheduleJson, SchedulesRepository } from './schedules.repository';

export interface ScheduleGridPersonJson extends GridPersonRow {
  /** Scheduled minutes of the week, drafts included. */
  minutes: number;
  /** The week's shifts, by date and start (drafts say `draft: true`). */
  shifts: ScheduleJson[];
}

export interface ScheduleGridJson {
  weekStart: string;
  weekEnd: string;
  /** People matching the search and site, on every page. */
  total: number;
  /** The seven days, each totalled over every matching person (not only this page). */
  days: GridDayJson[];
  /** This page of them, by first and last name. */
  people: ScheduleGridPersonJson[];
}

/** A page's shifts: 50 people with two shifts a day is 700; the bound only stops a pathological week. */
const GRID_SHIFTS_MAX = 2000;

@Injectable()
export class ScheduleGridService {
  constructor(
    private readonly weeks: ScheduleWeeksRepository,
    private readonly schedules: SchedulesRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async grid(query: ScheduleGridDto): Promise<ScheduleGridJson> {
    const { weekStart, weekEnd } = workweekOf(query.week, this.config.workweekStart);
    const filter = { weekStart, weekEnd, search: query.search, jobSiteId: query.jobSiteId };
    const [page, totals] = await Promise.all([this.weeks.people(filter, query.limit ?? GRID_PAGE_DEFAULT, query.offset ?? 0), this.weeks.days(filter)]);
    const ids = page.people.map((person) => person.id);
    const [shifts, minutes] = await Promise.all([
      ids.length > 0 ? this.schedules.list({ workerIds: ids, from: weekStart, to: weekEnd, limit: GRID_SHIFTS_MAX, offset: 0 }) : [],
      this.weeks.minutesOf(ids, weekStart, weekEnd),
    ]);
    const shiftsOf = new Map<string, ScheduleJson[]>(ids.map((id) => [id, []]));
    for (const shift of shifts) shiftsOf.get(shift.workerId)?.push(shift);
    const totalOf = new Map(totals.map((day) => [day.date, day]));
    return {
      weekStart,
      weekEnd,
      total: page.total,
      days: Array.from({ length: 7 }, (_, offset) => {
        const date = addDays(weekStart, offset);
        return totalOf.get(date) ?? { date, shifts: 0, drafts: 0, people: 0, minutes: 0 };
      }),
      people: page.people.map((person) => ({ ...person, minutes: minutes.get(person.id) ?? 0, shifts: shiftsOf.get(person.id) ?? [] })),
    };
  }
}
