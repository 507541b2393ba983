// Swaps' endpoints (POST /api/schedules/{id}/swap-requests, /api/swap-requests...), injected into
// the one sdk api. Every step tells the people it concerns with a /ws `Schedule` refresh, so the
// lists provide the Schedule list tag and each step invalidates it.
import { api, type ApiSchema } from 'shell/sdk';

export type SwapRequest = ApiSchema<'SwapRequestJson'>;
export type Coworker = ApiSchema<'PersonNameJson'>;

/** Whom a shift can be offered to: active workers and foremen by name, searched by the server. */
export const COWORKERS_PATH = '/swap-requests/coworkers';

const scheduleList = { type: 'Schedule' as const, id: 'LIST' };

type Step = 'accept' | 'decline' | 'cancel' | 'approve' | 'reject';

export const swapsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The caller's open requests, offered by them or to them. */
    getMySwapRequests: build.query<SwapRequest[], void>({
      query: () => ({ url: '/swap-requests/my' }),
      providesTags: [scheduleList],
    }),
    /** The admin's: accepted swaps awaiting approval, oldest first. */
    getAcceptedSwapRequests: build.query<SwapRequest[], void>({
      query: () => ({ url: '/swap-requests', params: { limit: 100 } }),
      providesTags: [scheduleList],
    }),
    offerSwap: build.mutation<SwapRequest, { shiftId: string; toUserId: string }>({
      query: ({ shiftId, toUserId }) => ({ url: `/schedules/${shiftId}/swap-requests`, method: 'POST', body: { toUserId } }),
      invalidatesTags: [scheduleList],
    }),
    swapStep: build.mutation<SwapRequest, { id: string; step: Step }>({
      query: ({ id, step }) => ({ url: `/swap-requests/${id}/${step}`, method: 'POST' }),
      invalidatesTags: [scheduleList],
    }),
  }),
});

export const { useGetMySwapRequestsQuery, useGetAcceptedSwapRequestsQuery, useOfferSwapMutation, useSwapStepMutation } = swapsApi;
