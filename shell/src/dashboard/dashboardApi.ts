// The dashboard's reads: counts and one short page, never whole lists counted in the
// browser (at company scale those are thousands of rows). The tags are the lists' own, so a /ws
// refresh of Schedule, TimeOff or Issue refetches the cards too.
import { api, type Count, type ScheduleDayPage } from '../sdk';
import { DASHBOARD_LIST_LIMIT } from './dashboardReads';

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The first DASHBOARD_LIST_LIMIT of the day's shifts and the day's total. The server picks
     * whose: an admin's day across everyone, everyone else their own.
     */
    getScheduleDay: build.query<ScheduleDayPage, string>({
      query: (date) => ({ url: '/schedules/day', params: { date, limit: DASHBOARD_LIST_LIMIT } }),
      providesTags: [{ type: 'Schedule', id: 'LIST' }],
    }),
    getPendingTimeOffCount: build.query<Count, void>({
      query: () => '/time-off-requests/pending-count',
      providesTags: [{ type: 'TimeOff', id: 'LIST' }],
    }),
    getOpenIssueCount: build.query<Count, void>({
      query: () => '/issues/open-count',
      providesTags: [{ type: 'Issue', id: 'LIST' }],
    }),
  }),
});

export const { useGetScheduleDayQuery, useGetPendingTimeOffCountQuery, useGetOpenIssueCountQuery } = dashboardApi;
