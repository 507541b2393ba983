// The admin's scheduling endpoints: the 7-day plan, the pre-save check, shift changes, job sites
// to choose from and the pending time-off decisions. Injected into the one sdk api.
import { api, type Schedule, type TimeOffRequest } from 'shell/sdk';

export interface ScheduleInput {
  workerId: string;
  jobSiteId: string;
  date: string;
  meetTime: string;
  startTime: string;
}

/** GET /api/schedules/check: what the Schedule Worker dialog warns about before saving. */
export interface ScheduleCheck {
  availability: { available: boolean; notes: string | null } | null;
  sameDayShifts: Schedule[];
  approvedTimeOff: { id: string; startDate: string; endDate: string; reason: string | null } | null;
}

export interface JobSiteOption {
  id: string;
  name: string;
  address: string;
  status: string;
}

const scheduleList = { type: 'Schedule' as const, id: 'LIST' };
const timeOffList = { type: 'TimeOff' as const, id: 'LIST' };

export const schedulingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every worker's shifts in a date range (the scheduling screen asks for its 7 days). */
    getSchedules: build.query<Schedule[], { from: string; to: string }>({
      query: (range) => ({ url: '/schedules', params: range }),
      providesTags: (result = []) => [scheduleList, ...result.map(({ id }) => ({ type: 'Schedule' as const, id }))],
    }),
    checkSchedule: build.query<ScheduleCheck, { workerId: string; date: string; excludeId?: string }>({
      query: (params) => ({ url: '/schedules/check', params }),
      providesTags: [scheduleList, timeOffList, { type: 'Availability', id: 'LIST' }],
    }),
    createSchedule: build.mutation<Schedule, ScheduleInput>({
      query: (body) => ({ url: '/schedules', method: 'POST', body }),
      invalidatesTags: [scheduleList],
    }),
    updateSchedule: build.mutation<Schedule, { id: string } & Partial<ScheduleInput>>({
      query: ({ id, ...body }) => ({ url: `/schedules/${id}`, method: 'PATCH', body }),
      invalidatesTags: [scheduleList],
    }),
    deleteSchedule: build.mutation<void, string>({
      query: (id) => ({ url: `/schedules/${id}`, method: 'DELETE' }),
      invalidatesTags: [scheduleList],
    }),
    getJobSiteOptions: build.query<JobSiteOption[], void>({
      query: () => '/job-sites',
      providesTags: [{ type: 'JobSite', id: 'LIST' }],
    }),
    getPendingTimeOffRequests: build.query<TimeOffRequest[], void>({
      query: () => ({ url: '/time-off-requests', params: { status: 'pending' } }),
      providesTags: [timeOffList],
    }),
    decideTimeOffRequest: build.mutation<TimeOffRequest, { id: string; status: 'approved' | 'rejected' }>({
      query: ({ id, status }) => ({ url: `/time-off-requests/${id}`, method: 'PATCH', body: { status } }),
      invalidatesTags: [timeOffList],
    }),
  }),
});

export const {
  useGetSchedulesQuery,
  useCheckScheduleQuery,
  useCreateScheduleMutation,
  useUpdateScheduleMutation,
  useDeleteScheduleMutation,
  useGetJobSiteOptionsQuery,
  useGetPendingTimeOffRequestsQuery,
  useDecideTimeOffRequestMutation,
} = schedulingApi;
