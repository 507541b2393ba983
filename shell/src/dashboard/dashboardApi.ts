// The dashboard's reads (spec 2.6): today's schedules, time-off requests (admin), issues.
import { api, type Issue, type Schedule, type TimeOffRequest } from '../sdk';

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Admin reads every schedule, everyone else their own; limited to one day. */
    getTodaySchedules: build.query<Schedule[], { mine: boolean; date: string }>({
      query: ({ mine, date }) => ({ url: mine ? '/schedules/my' : '/schedules', params: { from: date, to: date } }),
      providesTags: [{ type: 'Schedule', id: 'LIST' }],
    }),
    getTimeOffRequests: build.query<TimeOffRequest[], void>({
      query: () => '/time-off-requests',
      providesTags: [{ type: 'TimeOff', id: 'LIST' }],
    }),
    getIssues: build.query<Issue[], void>({
      query: () => '/issues',
      providesTags: [{ type: 'Issue', id: 'LIST' }],
    }),
  }),
});

export const { useGetTodaySchedulesQuery, useGetTimeOffRequestsQuery, useGetIssuesQuery } = dashboardApi;
