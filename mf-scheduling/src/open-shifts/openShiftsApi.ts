// Open shifts' endpoints (GET/POST /api/schedules/open..., claims and their decisions), injected
// into the one sdk api. They provide and invalidate the Schedule list tag: a claim decided, a
// shift given, reaches the open pages by the /ws `Schedule` refresh, as a shift's changes do.
import { api, type ApiSchema, type Schedule } from 'shell/sdk';

export type OpenShift = ApiSchema<'OpenShiftJson'>;
/** A worker's or foreman's open shift: one they could take, with their own claim. */
export type AvailableOpenShift = ApiSchema<'AvailableOpenShiftJson'>;
/** The admin's: an unfilled open shift with its pending claims. */
export type PostedOpenShift = ApiSchema<'PostedOpenShiftJson'>;
export type OpenShiftClaim = ApiSchema<'OpenShiftClaimJson'>;
export type OpenShiftInput = ApiSchema<'PostOpenShiftDto'>;

/** The lists' page: the server's most. */
export const OPEN_SHIFTS_PAGE_SIZE = 100;

const scheduleList = { type: 'Schedule' as const, id: 'LIST' };

export const openShiftsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The next 14 days' open shifts the caller could take (the server filters out their conflicts). */
    getAvailableOpenShifts: build.query<AvailableOpenShift[], void>({
      query: () => ({ url: '/schedules/open', params: { limit: OPEN_SHIFTS_PAGE_SIZE } }),
      providesTags: [scheduleList],
    }),
    claimOpenShift: build.mutation<OpenShiftClaim, string>({
      query: (id) => ({ url: `/schedules/${id}/claim`, method: 'POST' }),
      invalidatesTags: [scheduleList],
    }),
    withdrawOpenShiftClaim: build.mutation<void, string>({
      query: (id) => ({ url: `/schedules/${id}/claim`, method: 'DELETE' }),
      invalidatesTags: [scheduleList],
    }),
    getPostedOpenShifts: build.query<PostedOpenShift[], void>({
      query: () => ({ url: '/schedules/open/posted', params: { limit: OPEN_SHIFTS_PAGE_SIZE } }),
      providesTags: [scheduleList],
    }),
    postOpenShift: build.mutation<OpenShift, OpenShiftInput>({
      query: (body) => ({ url: '/schedules/open', method: 'POST', body }),
      invalidatesTags: [scheduleList],
    }),
    deleteOpenShift: build.mutation<void, string>({
      query: (id) => ({ url: `/schedules/open/${id}`, method: 'DELETE' }),
      invalidatesTags: [scheduleList],
    }),
    /** Gives the open shift to the claim's person: answers their new shift. */
    approveOpenShiftClaim: build.mutation<Schedule, { openShiftId: string; claimId: string }>({
      query: ({ openShiftId, claimId }) => ({ url: `/schedules/${openShiftId}/claims/${claimId}/approve`, method: 'POST' }),
      invalidatesTags: [scheduleList],
    }),
    rejectOpenShiftClaim: build.mutation<OpenShiftClaim, { openShiftId: string; claimId: string }>({
      query: ({ openShiftId, claimId }) => ({ url: `/schedules/${openShiftId}/claims/${claimId}/reject`, method: 'POST' }),
      invalidatesTags: [scheduleList],
    }),
  }),
});

export const {
  useGetAvailableOpenShiftsQuery,
  useClaimOpenShiftMutation,
  useWithdrawOpenShiftClaimMutation,
  useGetPostedOpenShiftsQuery,
  usePostOpenShiftMutation,
  useDeleteOpenShiftMutation,
  useApproveOpenShiftClaimMutation,
  useRejectOpenShiftClaimMutation,
} = openShiftsApi;
