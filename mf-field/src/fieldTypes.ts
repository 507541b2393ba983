// Wire shapes of the field endpoints: the BFF's OpenAPI schemas, by the names this remote uses
// (the job site itself is the sdk's JobSite).
import type { ApiSchema } from 'shell/sdk';

/** GET /api/job-sites/my */
export type MyJobSite = ApiSchema<'MyJobSiteJson'>;
export type JobStart = ApiSchema<'JobStartJson'>;
export type InventoryCheck = ApiSchema<'InventoryCheckJson'>;
/** GET /api/inventory/today */
export type InventoryToday = ApiSchema<'InventoryTodayJson'>;
/** An issue with its reporter and site (the field lists). */
export type FieldIssue = ApiSchema<'IssueJson'>;
export type BreakType = ApiSchema<'BreakType'>;
export type Break = ApiSchema<'BreakJson'>;
/** GET /api/job-sites/:id/costs (admin), money as decimal strings. */
export type JobSiteCosts = ApiSchema<'JobSiteCostsJson'>;
/** One person's labor at a site in one workweek. */
export type LaborWeek = ApiSchema<'LaborWeekJson'>;
/** GET /api/timesheets/my and /api/timesheets/:userId: one person's workweek. */
export type Timesheet = ApiSchema<'TimesheetJson'>;
export type TimesheetDay = ApiSchema<'TimesheetDayJson'>;
export type TimesheetEntry = ApiSchema<'TimesheetEntryJson'>;
export type TimesheetFlag = ApiSchema<'TimeEntryFlag'> | ApiSchema<'LaborFlag'>;
/** GET /api/timesheets (admin): a page of people with their week. */
export type TimesheetPage = ApiSchema<'TimesheetPageJson'>;
export type TimesheetRow = ApiSchema<'TimesheetRowJson'>;
/** GET /api/time-entries/:id/history: one change of an entry. */
export type TimeEntryChange = ApiSchema<'TimeEntryChangeJson'>;
