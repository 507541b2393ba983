// What a job site costs: its labor (time entries, each person's rate, the overtime premium on the
// entries that crossed 40 hours) and its materials (supply orders naming it, cancelled ones left
// out), against the site's total cost. Open entries are not costed until their clock-out: a
// running entry may be a forgotten one the server closes later, and a cost that moves with the
// clock could not be compared with the timesheets and payroll, which count closed time only.
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { csvDocument } from '../common/csv';
import { fromCents, hoursOf, toCents } from '../common/money';
import { msg } from '../i18n/message';
import { TimeEntriesRepository } from '../time-entries/time-entries.repository';
import { JobSitesRepository } from './job-sites.repository';
import { type LaborWeekJson, siteLabor } from './site-labor';

/** GET /api/job-sites/{id}/costs: money as decimal strings. */
export interface JobSiteCostsJson {
  jobSiteId: string;
  /** Worked minutes at the site (closed entries, net of meal breaks). */
  laborMinutes: number;
  /** Of laborMinutes, those past 40 hours in their person's workweek. */
  overtimeMinutes: number;
  /** Of laborMinutes, those of people without an hourly rate (costed at 0). */
  unratedMinutes: number;
  /** Entries at the site still open: not costed until they are clocked out. */
  openEntries: number;
  /** Straight time of every minute plus the overtime premium. */
  laborCost: string;
  /** The overtime premium alone (half the rate on the overtime minutes), part of laborCost. */
  overtimeCost: string;
  materialsCost: string;
  /** The site's total cost (its budget), null when not set. */
  totalCost: string | null;
  /** laborCost + materialsCost. */
  spent: string;
  /** totalCost - spent (negative when over), null without a total cost. */
  remaining: string | null;
  /** Labor by person and workweek, newest week first. */
  weeks: LaborWeekJson[];
}

const CSV_HEADER = [
  'week_start',
  'week_end',
  'last_name',
  'first_name',
  'hourly_rate',
  'hours',
  'overtime_hours',
  'straight_cost',
  'overtime_cost',
  'labor_cost',
];

@Injectable()
export class JobSiteCostsService {
  constructor(
    private readonly jobSites: JobSitesRepository,
    private readonly timeEntries: TimeEntriesRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async costs(id: string): Promise<JobSiteCostsJson> {
    const site = await this.jobSites.findById(id);
    if (!site) throw new NotFoundException(msg('errors.jobSites.notFound'));
    const [entries, materialsCost, openEntries] = await Promise.all([
      this.timeEntries.laborEntries(id),
      this.jobSites.materialsCost(id),
      this.timeEntries.openAtSite(id),
    ]);
    const labor = siteLabor(entries, this.config.workweekStart);
    const spent = toCents(labor.laborCost) + toCents(materialsCost);
    return {
      jobSiteId: id,
      laborMinutes: labor.laborMinutes,
      overtimeMinutes: labor.overtimeMinutes,
      unratedMinutes: labor.unratedMinutes,
      openEntries,
      laborCost: labor.laborCost,
      overtimeCost: labor.overtimeCost,
      materialsCost,
      totalCost: site.totalCost,
      spent: fromCents(spent),
      remaining: site.totalCost === null ? null : fromCents(toCents(site.totalCost) - spent),
      weeks: labor.weeks,
    };
  }

  /** The labor breakdown as CSV, one row per person and week (names guarded against formulas). */
  async costsCsv(id: string): Promise<string> {
    const { weeks } = await this.costs(id);
    return csvDocument(
      CSV_HEADER,
      weeks.map((week) => [
        week.weekStart,
        week.weekEnd,
        week.lastName,
        week.firstName,
        week.hourlyRate,
        hoursOf(week.minutes),
        hoursOf(week.overtimeMinutes),
        week.straightCost,
        week.overtimeCost,
        week.laborCost,
      ]),
    );
  }
}
