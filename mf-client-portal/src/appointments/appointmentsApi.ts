// The client's appointment and callback requests, injected into the one sdk api.
import { api, type ApiSchema, type AppointmentRequest, offsetPages } from 'shell/sdk';

export type NewAppointmentRequest = ApiSchema<'CreateAppointmentRequestDto'>;

/** Requests per page of the client's list: Show more brings the next ones. */
export const APPOINTMENT_PAGE_SIZE = 10;

/** GET /api/appointments/counts: the client's own requests, counted by the server. */
export type AppointmentCounts = ApiSchema<'AppointmentCountsJson'>;

export const appointmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The client's own requests, newest first, a page at a time; a refetch re-reads every loaded page. */
    getMyAppointmentRequests: build.infiniteQuery<AppointmentRequest[], void, number>({
      infiniteQueryOptions: offsetPages(APPOINTMENT_PAGE_SIZE),
      query: ({ pageParam: offset }) => ({ url: '/appointments', params: { limit: APPOINTMENT_PAGE_SIZE, offset } }),
      providesTags: [{ type: 'Appointment', id: 'LIST' }],
    }),
    getMyAppointmentCounts: build.query<AppointmentCounts, void>({
      query: () => '/appointments/counts',
      providesTags: [{ type: 'Appointment', id: 'LIST' }],
    }),
    createAppointmentRequest: build.mutation<AppointmentRequest, NewAppointmentRequest>({
      query: (body) => ({ url: '/appointments', method: 'POST', body }),
      invalidatesTags: [{ type: 'Appointment', id: 'LIST' }],
    }),
  }),
});

export const { useGetMyAppointmentRequestsInfiniteQuery, useGetMyAppointmentCountsQuery, useCreateAppointmentRequestMutation } = appointmentsApi;
