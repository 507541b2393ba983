// A worker's own time-off requests.
import { api, type ApiSchema, type TimeOffRequest } from 'shell/sdk';

const timeOffList = { type: 'TimeOff' as const, id: 'LIST' };

export type TimeOffInput = ApiSchema<'CreateTimeOffRequestDto'>;

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
    /** Takes back one's own pending request (the server refuses a decided one with a 409). */
    withdrawTimeOff: build.mutation<TimeOffRequest, string>({
      query: (id) => ({ url: `/time-off-requests/${encodeURIComponent(id)}/withdraw`, method: 'POST' }),
      invalidatesTags: [timeOffList],
    }),
  }),
});

export const { useGetMyTimeOffRequestsQuery, useRequestTimeOffMutation, useWithdrawTimeOffMutation } = timeOffApi;
