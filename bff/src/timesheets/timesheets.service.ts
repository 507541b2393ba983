import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { formatShortDay, isoDateOf, todayIso } from '../common/calendar';
import { PAGE_SIZE_DEFAULT } from '../common/paging';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { msg } from '../i18n/message';
import { NotificationsService } from '../notifications/notifications.service';
import type { LaborFlag } from '../time-entries/illinois-rest';
import { addDays, timesheetWeek, workweekOf } from '../time-entries/timesheet';
import type { TimeEntryFlag } from '../time-entries/time-entry.entity';
import type { User } from '../users/user.entity';
import type { TimesheetListDto } from './dto/week.dto';
import { payrollCsv, type PayrollDay } from './payroll-csv';
import {
  type ApprovalJson,
  type BreakSpan,
  type TimesheetEntryJson,
  type TimesheetPerson,
  TimesheetsRepository,
  type TrailStepJson,
  type WeekSpan,
} from './timesheets.repository';

export type TimesheetFlag = TimeEntryFlag | LaborFlag;

export interface TimesheetMinutesJson {
  workedMinutes: number;
  unpaidBreakMinutes: number;
  regularMinutes: number;
  overtimeMinutes: number;
}

export interface TimesheetDayJson extends TimesheetMinutesJson {
  date: string;
  entries: TimesheetEntryJson[];
  /** The day's entries' flags and the Illinois flags of the day, each once. */
  flags: TimesheetFlag[];
}

/** One person's workweek. */
export interface TimesheetJson {
  userId: string;
  weekStart: string;
  weekEnd: string;
  status: 'open' | 'approved';
  approvedAt: Date | null;
  approvedBy: { id: string; firstName: string; lastName: string } | null;
  days: TimesheetDayJson[];
  totals: TimesheetMinutesJson;
  /** Every flag of the week's days, each once. */
  flags: TimesheetFlag[];
  /** The week's approvals and unlocks (with the unlock's reason), oldest first. */
  trail: TrailStepJson[];
  /** Whose week it is, so a screen opened from a link can name them. */
  person: { id: string; firstName: string; lastName: string };
}

/** A row of the admin's Timesheets page. */
export interface TimesheetRowJson {
  userId: string;
  firstName: string;
  lastName: string;
  role: TimesheetPerson['role'];
  totals: TimesheetMinutesJson;
  /** The flags of the week, counted once per day they are on. */
  flagCount: number;
  /** Entries of the week still open. */
  openEntries: number;
  status: 'open' | 'approved';
}

/** The admin's Timesheets page: a page of people and how many weeks with time are not approved yet. */
export interface TimesheetPageJson {
  weekStart: string;
  weekEnd: string;
  total: number;
  /** People with time in the week whose week is not approved (the export leaves them out). */
  unapprovedCount: number;
  items: TimesheetRowJson[];
}

const NO_SUCH_PERSON = msg('errors.timesheets.noSuchPerson');

/** Local midnight starting `date` (YYYY-MM-DD) in the server's time zone. */
const midnight = (date: string): Date => new Date(`${date}T00:00:00`);

@Injectable()
export class TimesheetsService {
  constructor(
    private readonly repository: TimesheetsRepository,
    private readonly notifications: NotificationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The workweek holding `date` (today when left out), as dates and as the instants it covers in TZ. */
  span(date: string | undefined): WeekSpan {
    const { weekStart, weekEnd } = workweekOf(date ?? todayIso(), this.config.workweekStart);
    return { weekStart, weekEnd, from: midnight(weekStart), to: midnight(addDays(weekEnd, 1)), lookbackFrom: midnight(addDays(weekStart, -6)) };
  }

  /** The caller's own week. */
  async mine(actor: User, week: string | undefined): Promise<TimesheetJson> {
    return this.sheet({ id: actor.id, firstName: actor.firstName, lastName: actor.lastName, email: actor.email, role: actor.role }, this.span(week));
  }

  /** Anyone's week (an admin's view); 404 for no such person or a client. */
  async of(userId: string, week: string | undefined): Promise<TimesheetJson> {
    const person = await this.repository.person(userId);
    if (!person) throw new NotFoundException(NO_SUCH_PERSON);
    return this.sheet(person, this.span(week));
  }

  /**
   * A page of the week's people (active workers and foremen, and anyone with time in it) with
   * their totals, flags, open entries and status. With needsReview, only those with flags or open
   * entries: the flags come from the timesheet rules, so every candidate (people with time in the
   * week) is computed, then paged.
   */
  async page(query: TimesheetListDto): Promise<TimesheetPageJson> {
    const span = this.span(query.week);
    const limit = query.limit ?? PAGE_SIZE_DEFAULT;
    const offset = query.offset ?? 0;
    // The count does not depend on the page: read beside it rather than after it.
    const [unapprovedCount, { total, rows }] = await Promise.all([this.repository.unapprovedCount(span), this.pageRows(span, query, limit, offset)]);
    return { weekStart: span.weekStart, weekEnd: span.weekEnd, total, unapprovedCount, items: rows };
  }

  private async pageRows(span: WeekSpan, query: TimesheetListDto, limit: number, offset: number): Promise<{ total: number; rows: TimesheetRowJson[] }> {
    if (query.needsReview === 'true') {
      const candidates = await this.repository.workingPeople(span, query.search);
      const review = (await this.rows(candidates, span)).filter((row) => row.flagCount > 0 || row.openEntries > 0);
      return { total: review.length, rows: review.slice(offset, offset + limit) };
    }
    const page = await this.repository.pagePeople(span, query.search, limit, offset);
    return { total: page.total, rows: await this.rows(page.people, span) };
  }

  /**
   * Approves a person's week: refused (409) before the week is over, while one of its entries is
   * open or still flagged auto_clock_out, or when it is approved already. The person is told.
   */
  async approve(actor: User, userId: string, week: string): Promise<TimesheetJson> {
    const person = await this.repository.person(userId);
    if (!person) throw new NotFoundException(NO_SUCH_PERSON);
    const span = this.span(week);
    // A week is approved once it is over: approving a running one would lock its owner out of the clock.
    if (span.to.getTime() > Date.now()) throw new ConflictException(msg('errors.timesheets.weekNotOver'));
    const outcome = await this.repository.approve(userId, span, actor.id);
    if (outcome === 'open') throw new ConflictException(msg('errors.timesheets.openEntries'));
    if (outcome === 'auto_clock_out') throw new ConflictException(msg('errors.timesheets.autoClockOut'));
    if (outcome === 'already') throw new ConflictException(msg('errors.timesheets.alreadyApproved'));
    await this.notifications.notify(
      userId,
      msg('notifications.timesheets.approved.title'),
      msg('notifications.timesheets.approved.message', { admin: `${actor.firstName} ${actor.lastName}`, week: formatShortDay(span.weekStart) }),
    );
    return this.sheet(person, span);
  }

  /** Reopens an approved week for changes, with the reason in the trail; the person is told why. */
  async unlock(actor: User, userId: string, week: string, reason: string): Promise<TimesheetJson> {
    const person = await this.repository.person(userId);
    if (!person) throw new NotFoundException(NO_SUCH_PERSON);
    const span = this.span(week);
    if (!(await this.repository.unlock(userId, span.weekStart, actor.id, reason))) throw new ConflictException(msg('errors.timesheets.notApproved'));
    await this.notifications.notify(
      userId,
      msg('notifications.timesheets.unlocked.title'),
      msg('notifications.timesheets.unlocked.message', { admin: `${actor.firstName} ${actor.lastName}`, week: formatShortDay(span.weekStart), reason }),
    );
    return this.sheet(person, span);
  }

  /**
   * The payroll CSV of a week: one row per approved person and day worked; people with time in the
   * week not yet approved are left out and counted.
   */
  async exportCsv(week: string | undefined): Promise<{ csv: string; unapproved: number; weekStart: string }> {
    const span = this.span(week);
    const people = await this.repository.approvedPeople(span.weekStart);
    const sheets = await this.sheets(people, span);
    const days: PayrollDay[] = [];
    for (const person of people) {
      for (const day of sheets.get(person.id)!.days) {
        if (day.workedMinutes === 0 && day.unpaidBreakMinutes === 0) continue;
        days.push({
          employeeId: person.id,
          lastName: person.lastName,
          firstName: person.firstName,
          email: person.email,
          date: day.date,
          jobSites: [...new Set(day.entries.map((entry) => entry.jobSiteName).filter((name): name is string => name !== null))],
          regularMinutes: day.regularMinutes,
          overtimeMinutes: day.overtimeMinutes,
          unpaidBreakMinutes: day.unpaidBreakMinutes,
          hourlyRate: person.hourlyRate,
        });
      }
    }
    return { csv: payrollCsv(days), unapproved: await this.repository.unapprovedCount(span), weekStart: span.weekStart };
  }

  /** One person's week with its approval trail and their name (the page and the export need neither). */
  private async sheet(person: TimesheetPerson, span: WeekSpan): Promise<TimesheetJson> {
    const [sheets, trail] = await Promise.all([this.sheets([person], span), this.repository.trail(person.id, span.weekStart)]);
    return { ...sheets.get(person.id)!, trail, person: { id: person.id, firstName: person.firstName, lastName: person.lastName } };
  }

  private async rows(people: readonly TimesheetPerson[], span: WeekSpan): Promise<TimesheetRowJson[]> {
    const sheets = await this.sheets(people, span);
    return people.map((person) => {
      const sheet = sheets.get(person.id)!;
      return {
        userId: person.id,
        firstName: person.firstName,
        lastName: person.lastName,
        role: person.role,
        totals: sheet.totals,
        flagCount: sheet.days.reduce((count, day) => count + day.flags.length, 0),
        openEntries: sheet.days.reduce((count, day) => count + day.entries.filter((entry) => entry.clockOut === null).length, 0),
        status: sheet.status,
      };
    });
  }

  /** The timesheets of several people for one week, from three queries whatever their number (no trail). */
  private async sheets(people: readonly TimesheetPerson[], span: WeekSpan): Promise<Map<string, Omit<TimesheetJson, 'trail' | 'person'>>> {
    const ids = people.map((person) => person.id);
    const [entries, breaks, approvals] = await Promise.all([
      this.repository.entries(ids, span),
      this.repository.breaks(ids, span),
      this.repository.approvals(ids, span.weekStart),
    ]);
    const entriesOf = groupBy(entries, (entry) => entry.userId);
    const breaksOf = groupBy(breaks, (pause) => pause.userId);
    return new Map(ids.map((id) => [id, this.build(id, span, entriesOf.get(id) ?? [], breaksOf.get(id) ?? [], approvals.get(id) ?? null)]));
  }

  private build(
    userId: string,
    span: WeekSpan,
    entries: TimesheetEntryJson[],
    breaks: BreakSpan[],
    approval: ApprovalJson | null,
  ): Omit<TimesheetJson, 'trail' | 'person'> {
    const week = timesheetWeek(span.weekStart, entries, breaks, { weekStartsOn: this.config.workweekStart });
    const byDay = groupBy(entries, (entry) => isoDateOf(entry.clockIn));
    const days = week.days.map((day) => {
      const dayEntries = byDay.get(day.date) ?? [];
      const flags = [...new Set<TimesheetFlag>([...dayEntries.flatMap((entry) => entry.flags), ...day.flags])];
      return { ...day, entries: dayEntries, flags };
    });
    return {
      userId,
      weekStart: week.weekStart,
      weekEnd: week.weekEnd,
      status: approval ? 'approved' : 'open',
      approvedAt: approval?.approvedAt ?? null,
      approvedBy: approval?.approvedBy ?? null,
      days,
      totals: week.totals,
      flags: [...new Set(days.flatMap((day) => day.flags))],
    };
  }
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
