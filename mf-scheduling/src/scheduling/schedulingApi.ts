// The admin's scheduling endpoints: the 7-day plan a day at a time, the pre-save check, shift
// changes and the pending time-off decisions (the dialog's pickers search through the sdk). Injected into the one sdk api.
import { api, type ApiSchema, type ScheduleDayPage, type TimeOffRequest } from 'shell/sdk';

/** Shifts per page of a day (the server's most): an admin's day holds ~900 at company scale. */
export const SCHEDULING_PAGE_SIZE = 50;

export type ScheduleInput = ApiSchema<'CreateScheduleDto'>;

/** GET /api/schedules/check: what the Schedule Worker dialog warns about before saving. */
export type ScheduleCheck = ApiSchema<'ScheduleCheckJson'>;

/** A saved shift and what the server warned of (it saves anyway). */
export type SavedSchedule = ApiSchema<'SavedScheduleJson'>;

/** A weekly series as saved: the shifts made, and the weeks skipped with the server's reason. */
export type ScheduleSeries = ApiSchema<'ScheduleSeriesJson'>;

const scheduleList = { type: 'Schedule' as const, id: 'LIST' };
const timeOffList = { type: 'TimeOff' as const, id: 'LIST' };

export const schedulingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * One day of the plan, every worker's shifts a page at a time (GET /api/schedules/day): page 1
     * holds the first SCHEDULING_PAGE_SIZE and the day's total, each next page the following
     * ones. A refetch (a change, a /ws refresh) re-reads every loaded page in turn.
     */
    getSchedulingDay: build.infiniteQuery<ScheduleDayPage, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _pages, lastOffset) => {
          const next = lastOffset + lastPage.schedules.length;
          return lastPage.schedules.length > 0 && next < lastPage.total ? next : undefined;
        },
      },
      query: ({ queryArg: date, pageParam: offset }) => ({ url: '/schedules/day', params: { date, limit: SCHEDULING_PAGE_SIZE, offset } }),
      providesTags: [scheduleList],
    }),
    checkSchedule: build.query<ScheduleCheck, { workerId: string; date: string; startTime?: string; endTime?: string; excludeId?: string }>({
      query: (params) => ({ url: '/schedules/check', params }),
      providesTags: [scheduleList, timeOffList, { type: 'Availability', id: 'LIST' }],
    }),
    createSchedule: build.mutation<SavedSchedule, Omit<ScheduleInput, 'repeatWeeklyUntil'>>({
      query: (body) => ({ url: '/schedules', method: 'POST', body }),
      invalidatesTags: [scheduleList],
    }),
    /** The same POST with repeatWeeklyUntil: a shift every week until that date (at most 26 weeks). */
    createScheduleSeries: build.mutation<ScheduleSeries, ScheduleInput & { repeatWeeklyUntil: string }>({
      query: (body) => ({ url: '/schedules', method: 'POST', body }),
      invalidatesTags: [scheduleList],
    }),
    updateSchedule: build.mutation<SavedSchedule, { id: string } & ApiSchema<'UpdateScheduleDto'>>({
      query: ({ id, ...body }) => ({ url: `/schedules/${id}`, method: 'PATCH', body }),
      invalidatesTags: [scheduleList],
    }),
    /** Publishes the drafts dated `from` to `to`; each worker with new shifts is told once. */
    publishSchedules: build.mutation<ApiSchema<'PublishedSchedulesJson'>, { from: string; to: string }>({
      query: (body) => ({ url: '/schedules/publish', method: 'POST', body }),
      invalidatesTags: [scheduleList],
    }),
    deleteSchedule: build.mutation<void, string>({
      query: (id) => ({ url: `/schedules/${id}`, method: 'DELETE' }),
      invalidatesTags: [scheduleList],
    }),
    /** Deletes a shift and the later shifts of its weekly series. */
    deleteScheduleOnward: build.mutation<ApiSchema<'DeletedSchedulesJson'>, string>({
      query: (id) => ({ url: `/schedules/${id}/onward`, method: 'DELETE' }),
      invalidatesTags: [scheduleList],
    }),
    getPendingTimeOffRequests: build.query<TimeOffRequest[], void>({
      query: () => ({ url: '/time-off-requests', params: { status: 'pending' } }),
      providesTags: [timeOffList],
    }),
    /** Approves or rejects a pending request; a rejection may give a reason the requester sees. */
    decideTimeOffRequest: build.mutation<TimeOffRequest, { id: string } & ApiSchema<'DecideTimeOffRequestDto'>>({
      query: ({ id, status, reason }) => ({ url: `/time-off-requests/${id}`, method: 'PATCH', body: reason ? { status, reason } : { status } }),
      invalidatesTags: [timeOffList],
    }),
  }),
});

export const {
  useGetSchedulingDayInfiniteQuery,
  useCheckScheduleQuery,
  useLazyCheckScheduleQuery,
  useCreateScheduleMutation,
  useCreateScheduleSeriesMutation,
  useUpdateScheduleMutation,
  useDeleteScheduleMutation,
  useDeleteScheduleOnwardMutation,
  usePublishSchedulesMutation,
  useGetPendingTimeOffRequestsQuery,
  useDecideTimeOffRequestMutation,
} = schedulingApi;
