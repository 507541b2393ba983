// Wire shapes of the BFF (all under /api, JSON), by the names the front end uses: each is a schema
// of the BFF's OpenAPI document (bff/openapi.json), from the types generated out of it
// (api-types.gen.ts; `npm run openapi -w bff` writes both). Dates are 'YYYY-MM-DD', times
// 'HH:mm', instants ISO, money decimal strings.
import type { components } from './api-types.gen';

/** A schema of the BFF's OpenAPI document, by its name there. */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

export type User = ApiSchema<'UserJson'>;
/** The logged-in person: a user plus their own settings (their language). */
export type CurrentUser = ApiSchema<'CurrentUserJson'>;
export type Member = ApiSchema<'MemberJson'>;
export type UserSummary = ApiSchema<'UserSummaryJson'>;
export type PersonName = ApiSchema<'PersonNameJson'>;
export type AppConfig = ApiSchema<'AppConfigJson'>;
export type Count = ApiSchema<'CountJson'>;
export type MarkedRead = ApiSchema<'MarkedReadJson'>;
/** An answer that is only a sentence for the person (e.g. the password reset's). */
export type MessageAnswer = ApiSchema<'NoticeJson'>;

export type Schedule = ApiSchema<'ScheduleJson'>;
/** The site of a shift: its id, name and address. */
export type JobSiteSummary = NonNullable<Schedule['jobSite']>;
/** GET /api/schedules/day: a page of one day's shifts and how many the day holds. */
export type ScheduleDayPage = ApiSchema<'ScheduleDayJson'>;
export type ScheduleWeek = ApiSchema<'ScheduleWeekJson'>;
export type ScheduleCheck = ApiSchema<'ScheduleCheckJson'>;

export type TimeOffStatus = ApiSchema<'TimeOffStatus'>;
export type TimeOffRequest = ApiSchema<'TimeOffRequestJson'>;

export type IssueSeverity = ApiSchema<'IssueSeverity'>;
export type IssueStatus = ApiSchema<'IssueStatus'>;
export type Issue = ApiSchema<'IssueJson'>;

export type NotificationSubject = ApiSchema<'NotificationSubject'>;
export type AppNotification = ApiSchema<'NotificationJson'>;

export type JobSiteStatus = ApiSchema<'JobSiteStatus'>;
/** The one JSON shape of a job site (admin list, client's sites, crew's site). Money as decimal strings or null. */
export type JobSite = ApiSchema<'JobSiteJson'>;
/** GET /api/job-sites/options (admin): a job-site picker's row, by name then id. */
export type JobSiteOption = ApiSchema<'JobSiteOptionJson'>;

export type InvoiceStatus = ApiSchema<'InvoiceStatus'>;
export type Invoice = ApiSchema<'InvoiceJson'>;
/** GET /api/invoices/summary: the caller's own (a client) or everyone's (an admin). */
export type InvoiceSummary = ApiSchema<'InvoiceSummary'>;

export type AppointmentRequestType = ApiSchema<'AppointmentRequestType'>;
export type AppointmentStatus = ApiSchema<'AppointmentStatus'>;
export type AppointmentRequest = ApiSchema<'AppointmentRequestJson'>;
export type AppointmentCounts = ApiSchema<'AppointmentCountsJson'>;
