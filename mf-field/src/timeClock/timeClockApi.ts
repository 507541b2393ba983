// The time clock's endpoints, injected into the one sdk api: the caller's open entry, the punches
// (their own, or a crew worker's with `userId`), the site picker and the foreman's crew of today.
import { api, type ApiSchema, outbox, sentOnly, type WriteOutcome } from 'shell/sdk';

export type TimeEntry = ApiSchema<'TimeEntryJson'>;
export type ClockSites = ApiSchema<'ClockSitesJson'>;
export type MyCrew = ApiSchema<'MyCrewJson'>;
export type CrewMember = ApiSchema<'CrewMemberJson'>;
export type ClockInBody = ApiSchema<'ClockInDto'>;
export type ClockOutBody = ApiSchema<'ClockOutDto'>;

const KEPT = { keepOnDevice: true };
const CURRENT = { type: 'TimeEntry' as const, id: 'CURRENT' };
const CREW = { type: 'TimeEntry' as const, id: 'CREW' };
/** Every timesheet view (My Timesheet, the admin's Timesheets): a punch changes its entries and totals. */
export const TIMESHEETS = { type: 'TimeEntry' as const, id: 'TIMESHEETS' };
/** A clock-out ends the running break: today's breaks change with it. */
const TODAY_BREAKS = { type: 'Break' as const, id: 'TODAY' };

/** A punch for oneself changes the card; one for a crew worker, the crew list. */
const punched = (body: { userId?: string }) => (body.userId ? [CREW, TIMESHEETS] : [CURRENT, CREW, TIMESHEETS]);
const clockedOut = (body: { userId?: string }) => [...punched(body), ...(body.userId ? [] : [TODAY_BREAKS])];

export const timeClockApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Kept on the device (the sdk's base query): the card and the crew show their last answer offline.
    getCurrentTimeEntry: build.query<ApiSchema<'CurrentTimeEntryJson'>, void>({
      query: () => '/time-entries/current',
      providesTags: [CURRENT],
      extraOptions: KEPT,
    }),
    getClockSites: build.query<ClockSites, void>({
      query: () => '/job-sites/clock-sites',
      providesTags: [{ type: 'JobSite', id: 'CLOCK' }],
      extraOptions: KEPT,
    }),
    getMyCrew: build.query<MyCrew, void>({ query: () => '/job-sites/my/crew', providesTags: [CREW], extraOptions: KEPT }),
    // Punches go through the sdk's outbox: sent now, or kept on the device offline and sent in order
    // when the connection returns, with the time the person punched (`occurredAt`).
    clockIn: build.mutation<WriteOutcome<TimeEntry>, ClockInBody & { workerName?: string }>({
      queryFn: ({ workerName, ...body }) =>
        outbox.send({
          kind: 'clockIn',
          request: { url: '/time-entries/clock-in', method: 'POST', body },
          invalidates: punched(body),
          detail: workerName,
          stampOccurredAt: true,
        }),
      invalidatesTags: sentOnly((body: ClockInBody) => punched(body)),
    }),
    clockOut: build.mutation<WriteOutcome<TimeEntry>, ClockOutBody & { workerName?: string }>({
      queryFn: ({ workerName, ...body }) =>
        outbox.send({
          kind: 'clockOut',
          request: { url: '/time-entries/clock-out', method: 'POST', body },
          invalidates: clockedOut(body),
          detail: workerName,
          stampOccurredAt: true,
        }),
      invalidatesTags: sentOnly((body: ClockOutBody) => clockedOut(body)),
    }),
  }),
});

export const { useGetCurrentTimeEntryQuery, useGetClockSitesQuery, useGetMyCrewQuery, useClockInMutation, useClockOutMutation } = timeClockApi;

/** What Start Job and End Job change besides the site: the caller's clock (and End Job's break). */
export const JOB_CLOCK_TAGS = [CURRENT, CREW, TODAY_BREAKS, TIMESHEETS];
