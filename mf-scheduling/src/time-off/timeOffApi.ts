// A worker's own time-off requests.
import { api, type TimeOffRequest } from 'shell/sdk';

const timeOffList = { type: 'TimeOff' as const, id: 'LIST' };

export interface TimeOffInput {
  startDate: string;
  endDate: string;
  reason?: string;
}

export const timeOffApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyTimeOffRequests: build.query<TimeOffRequest[], void>({
      query: () => '/time-off-requests/my',
      providesTags: [timeOffList],
    }),
    requestTimeOff: build.mutation<TimeOffRequest, TimeOffInput>({
      query: (body) => ({ url: '/time-off-requests', method: 'POST', body }),
      invalidatesTags: [timeOffList],
    }),
  }),
});

export const { useGetMyTimeOffRequestsQuery, useRequestTimeOffMutation } = timeOffApi;
