// The dashboard's reads (spec 2.6): today's schedules, time-off requests (admin), issues.
import { api, type Issue, type Schedule, type TimeOffRequest } from '../sdk';

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Admin reads every schedule, everyone else their own; limited to one day. */
    getTodaySchedules: build.query<Schedule[], { mine: boolean; date: string }>({
      query: ({ mine, date }) => ({ url: mine ? '/schedules/my' : '/schedules', params: { from: date, to: date } }),
      providesTags: [{ type: 'Schedule', id: 'LIST' }],
    }),
    /** Only the pending ones: the dashboard counts them (the full history grows by thousands a year). */
    getTimeOffRequests: build.query<TimeOffRequest[], void>({
      query: () => ({ url: '/time-off-requests', params: { status: 'pending', limit: 500 } }),
      providesTags: [{ type: 'TimeOff', id: 'LIST' }],
    }),
    getIssues: build.query<Issue[], void>({
      query: () => '/issues',
      providesTags: [{ type: 'Issue', id: 'LIST' }],
    }),
  }),
});

export const { useGetTodaySchedulesQuery, useGetTimeOffRequestsQuery, useGetIssuesQuery } = dashboardApi;
