// mf_field's endpoints, injected into the one sdk api (never a store of its own). Names carry the
// domain so they cannot collide with another remote's injected endpoints.
import { ANSWER_ID, api, type ApiSchema, type Count, type IssueStatus, type JobSite, outbox, sentOnly, type WriteOutcome } from 'shell/sdk';

import { JOB_CLOCK_TAGS, type TimeEntry, TIMESHEETS } from './timeClock/timeClockApi';
import type {
  Break,
  FieldIssue,
  InventoryCheck,
  InventoryToday,
  JobSiteCosts,
  JobStart,
  MyJobSite,
  TimeEntryChange,
  Timesheet,
  TimesheetPage,
} from './fieldTypes';

/** POST /api/job-sites (name and address required) and PATCH /api/job-sites/:id (any of them). */
export type NewJobSite = ApiSchema<'CreateJobSiteDto'>;
export type JobSiteInput = ApiSchema<'UpdateJobSiteDto'>;

/** GET /api/job-sites/geocode: what the geocoder found for an address. */
export type GeocodedPlace = ApiSchema<'GeocodedPlace'>;

export interface IssuePageArgs {
  page: number;
  limit: number;
  status?: IssueStatus;
}

export interface JobSitePageArgs {
  page: number;
  limit: number;
  search?: string;
}

export interface TimesheetPageArgs {
  /** Any date of the workweek, YYYY-MM-DD. */
  week: string;
  limit: number;
  offset: number;
  search?: string;
  /** Only the people whose week has flags or open entries. */
  needsReview?: boolean;
}

const MY_SITE = { type: 'JobSite' as const, id: 'MY' };
const TODAY_BREAKS = { type: 'Break' as const, id: 'TODAY' };
const JOB_TAGS = [MY_SITE, ...JOB_CLOCK_TAGS];
const INVENTORY_TAGS = [{ type: 'Inventory' as const, id: 'TODAY' }, MY_SITE];
/** The reads of the field screens are kept on the device: they show their last answer offline. */
const KEPT = { keepOnDevice: true };

/** A break to end: one the server has, or one started offline and still waiting to send (its outbox item). */
export type EndBreakArg = { breakId: string } | { afterItem: string };
const ISSUE_LIST = { type: 'Issue' as const, id: 'LIST' };
const SITE_LIST = { type: 'JobSite' as const, id: 'LIST' };

export const fieldApi = api.injectEndpoints({
  endpoints: (build) => ({
    // My Job Site
    getMyJobSite: build.query<MyJobSite, void>({ query: () => '/job-sites/my', providesTags: [MY_SITE], extraOptions: KEPT }),
    // Start Job clocks the caller in and End Job clocks them out: the body is where they are (optional).
    // These and the other writes of a field day go through the sdk's outbox: sent now, or kept on the
    // device while offline and sent in order later (the answer says which); the outbox refreshes the tags.
    startJob: build.mutation<WriteOutcome<JobStart>, ApiSchema<'JobPunchDto'>>({
      queryFn: (body) =>
        outbox.send({ kind: 'startJob', request: { url: '/job-sites/start', method: 'POST', body }, invalidates: JOB_TAGS, stampOccurredAt: true }),
      invalidatesTags: sentOnly(JOB_TAGS),
    }),
    endJob: build.mutation<WriteOutcome<JobStart>, ApiSchema<'JobPunchDto'>>({
      queryFn: (body) =>
        outbox.send({ kind: 'endJob', request: { url: '/job-sites/end', method: 'POST', body }, invalidates: JOB_TAGS, stampOccurredAt: true }),
      invalidatesTags: sentOnly(JOB_TAGS),
    }),

    // Daily inventory
    getInventoryToday: build.query<InventoryToday, void>({
      query: () => '/inventory/today',
      providesTags: [{ type: 'Inventory', id: 'TODAY' }],
      extraOptions: KEPT,
    }),
    submitInventoryCheck: build.mutation<WriteOutcome<InventoryCheck>, ApiSchema<'SubmitInventoryCheckDto'>>({
      queryFn: (body) =>
        outbox.send({
          kind: 'inventoryCheck',
          request: { url: '/inventory', method: 'POST', body: { ...body, completed: true } },
          invalidates: INVENTORY_TAGS,
        }),
      invalidatesTags: sentOnly(INVENTORY_TAGS),
    }),

    // Issues
    /** One page of the issues, newest first (the server bounds the page); the total comes from the count. */
    getFieldIssues: build.query<FieldIssue[], IssuePageArgs>({
      query: (params) => ({ url: '/issues', params: { ...params } }),
      providesTags: (result = []) => [ISSUE_LIST, ...result.map(({ id }) => ({ type: 'Issue' as const, id }))],
      extraOptions: KEPT,
    }),
    getFieldIssueCount: build.query<Count, { status?: IssueStatus }>({
      query: (params) => ({ url: '/issues/count', params: { ...params } }),
      providesTags: [ISSUE_LIST],
      extraOptions: KEPT,
    }),
    reportIssue: build.mutation<WriteOutcome<FieldIssue>, ApiSchema<'ReportIssueDto'>>({
      queryFn: (body) => outbox.send({ kind: 'reportIssue', request: { url: '/issues', method: 'POST', body }, invalidates: [ISSUE_LIST], detail: body.title }),
      invalidatesTags: sentOnly([ISSUE_LIST]),
    }),
    /**
     * One photo of an issue (multipart, the file in `photo`), through the outbox like the report: to
     * an issue the server has, or to one reported offline and still waiting (its outbox item, whose
     * answer names the issue). The list re-reads with it once sent.
     */
    uploadIssuePhoto: build.mutation<WriteOutcome<ApiSchema<'IssuePhotoJson'>>, { photo: File } & ({ issueId: string } | { afterItem: string })>({
      queryFn: ({ photo, ...target }) =>
        outbox.send({
          kind: 'issuePhoto',
          request: {
            url: `/issues/${'issueId' in target ? target.issueId : ANSWER_ID}/photos`,
            method: 'POST',
            multipart: [{ name: 'photo', value: photo, filename: photo.name }],
          },
          after: 'afterItem' in target ? target.afterItem : undefined,
          invalidates: [ISSUE_LIST],
          detail: photo.name,
        }),
      invalidatesTags: sentOnly([ISSUE_LIST]),
    }),
    changeIssueStatus: build.mutation<FieldIssue, { id: string } & ApiSchema<'UpdateIssueStatusDto'>>({
      query: ({ id, status }) => ({ url: `/issues/${id}`, method: 'PATCH', body: { status } }),
      invalidatesTags: (_result, _error, { id }) => [ISSUE_LIST, { type: 'Issue', id }],
    }),

    // Breaks
    getTodayBreaks: build.query<Break[], void>({ query: () => '/breaks/today', providesTags: [TODAY_BREAKS], extraOptions: KEPT }),
    startBreak: build.mutation<WriteOutcome<Break>, ApiSchema<'StartBreakDto'>>({
      queryFn: (body) =>
        outbox.send({ kind: 'startBreak', request: { url: '/breaks', method: 'POST', body }, invalidates: [TODAY_BREAKS], stampOccurredAt: true }),
      invalidatesTags: sentOnly([TODAY_BREAKS]),
    }),
    endBreak: build.mutation<WriteOutcome<Break>, EndBreakArg>({
      queryFn: (target) =>
        outbox.send({
          kind: 'endBreak',
          // A break started offline has no id yet: its end waits for the start's answer.
          request: { url: `/breaks/${'breakId' in target ? target.breakId : ANSWER_ID}/end`, method: 'PATCH' },
          after: 'afterItem' in target ? target.afterItem : undefined,
          invalidates: [TODAY_BREAKS],
          stampOccurredAt: true,
        }),
      invalidatesTags: sentOnly([TODAY_BREAKS]),
    }),

    // Job Sites management (admin)
    /** One page of the Job Sites screen, by name, optionally searched; the total comes from the count. */
    getJobSites: build.query<JobSite[], JobSitePageArgs>({
      query: (params) => ({ url: '/job-sites', params: { ...params } }),
      providesTags: (result = []) => [SITE_LIST, ...result.map(({ id }) => ({ type: 'JobSite' as const, id }))],
    }),
    getJobSiteCount: build.query<Count, { search?: string }>({
      query: (params) => ({ url: '/job-sites/count', params: { ...params } }),
      providesTags: [SITE_LIST],
    }),
    /** Whether the server can find coordinates from an address (GEOCODER_URL is set). */
    getGeocoder: build.query<ApiSchema<'GeocoderJson'>, void>({ query: () => '/job-sites/geocoder' }),
    geocodeAddress: build.query<GeocodedPlace, string>({ query: (address) => ({ url: '/job-sites/geocode', params: { address } }) }),
    createJobSite: build.mutation<JobSite, NewJobSite>({
      query: (body) => ({ url: '/job-sites', method: 'POST', body }),
      invalidatesTags: [SITE_LIST],
    }),
    updateJobSite: build.mutation<JobSite, { id: string } & JobSiteInput>({
      query: ({ id, ...body }) => ({ url: `/job-sites/${id}`, method: 'PATCH', body }),
      invalidatesTags: (_result, _error, { id }) => [SITE_LIST, { type: 'JobSite', id }],
    }),
    assignJobSiteClient: build.mutation<JobSite, { id: string } & ApiSchema<'AssignClientDto'>>({
      query: ({ id, clientId }) => ({ url: `/job-sites/${id}/assign-client`, method: 'PATCH', body: { clientId } }),
      invalidatesTags: (_result, _error, { id }) => [SITE_LIST, { type: 'JobSite', id }],
    }),
    /** What a site has cost (labor, materials) against its total, with labor by person and week. */
    getJobSiteCosts: build.query<JobSiteCosts, string>({
      query: (id) => `/job-sites/${id}/costs`,
      // A site's edit (its total cost) and any order change (materials) may move it.
      providesTags: (_result, _error, id) => [
        { type: 'JobSite', id },
        { type: 'SupplyOrder', id: 'LIST' },
      ],
    }),
    updateJobSiteCost: build.mutation<JobSite, { id: string } & ApiSchema<'UpdateCostDto'>>({
      query: ({ id, ...body }) => ({ url: `/job-sites/${id}/cost`, method: 'PATCH', body }),
      invalidatesTags: (_result, _error, { id }) => [SITE_LIST, { type: 'JobSite', id }],
    }),

    // Timesheets. Every week view and the admin's list carry one tag: a punch, a correction, an
    // added entry, an approval or an unlock may move any of them (totals, flags, status).
    getMyTimesheet: build.query<Timesheet, string>({
      query: (week) => ({ url: '/timesheets/my', params: { week } }),
      providesTags: [TIMESHEETS],
      extraOptions: KEPT,
    }),
    getTimesheets: build.query<TimesheetPage, TimesheetPageArgs>({
      query: ({ needsReview, search, ...params }) => ({
        url: '/timesheets',
        params: { ...params, ...(search ? { search } : {}), ...(needsReview ? { needsReview: 'true' } : {}) },
      }),
      providesTags: [TIMESHEETS],
    }),
    getPersonTimesheet: build.query<Timesheet, { userId: string; week: string }>({
      query: ({ userId, week }) => ({ url: `/timesheets/${userId}`, params: { week } }),
      providesTags: [TIMESHEETS],
    }),
    getTimeEntryHistory: build.query<TimeEntryChange[], string>({ query: (id) => `/time-entries/${id}/history`, providesTags: [TIMESHEETS] }),
    // A correction or an added entry changes the labor of a site's costs too.
    correctTimeEntry: build.mutation<TimeEntry, { id: string } & ApiSchema<'CorrectTimeEntryDto'>>({
      query: ({ id, ...body }) => ({ url: `/time-entries/${id}`, method: 'PATCH', body }),
      invalidatesTags: [TIMESHEETS, { type: 'JobSite' }],
    }),
    addTimeEntry: build.mutation<TimeEntry, ApiSchema<'CreateTimeEntryDto'>>({
      query: (body) => ({ url: '/time-entries', method: 'POST', body }),
      invalidatesTags: [TIMESHEETS, { type: 'JobSite' }],
    }),
    approveTimesheet: build.mutation<Timesheet, { userId: string; week: string }>({
      query: ({ userId, week }) => ({ url: `/timesheets/${userId}/approve`, method: 'POST', body: { week } }),
      invalidatesTags: [TIMESHEETS],
    }),
    unlockTimesheet: build.mutation<Timesheet, { userId: string } & ApiSchema<'UnlockWeekDto'>>({
      query: ({ userId, ...body }) => ({ url: `/timesheets/${userId}/unlock`, method: 'POST', body }),
      invalidatesTags: [TIMESHEETS],
    }),
  }),
});

export const {
  useGetMyJobSiteQuery,
  useStartJobMutation,
  useEndJobMutation,
  useGetInventoryTodayQuery,
  useSubmitInventoryCheckMutation,
  useGetFieldIssuesQuery,
  useGetFieldIssueCountQuery,
  useReportIssueMutation,
  useChangeIssueStatusMutation,
  useUploadIssuePhotoMutation,
  useGetTodayBreaksQuery,
  useStartBreakMutation,
  useEndBreakMutation,
  useGetJobSitesQuery,
  useGetJobSiteCountQuery,
  useGetGeocoderQuery,
  useLazyGeocodeAddressQuery,
  useCreateJobSiteMutation,
  useUpdateJobSiteMutation,
  useAssignJobSiteClientMutation,
  useUpdateJobSiteCostMutation,
  useGetJobSiteCostsQuery,
  useGetMyTimesheetQuery,
  useGetTimesheetsQuery,
  useGetPersonTimesheetQuery,
  useGetTimeEntryHistoryQuery,
  useCorrectTimeEntryMutation,
  useAddTimeEntryMutation,
  useApproveTimesheetMutation,
  useUnlockTimesheetMutation,
} = fieldApi;
