// The admin dashboard's appointment requests: every client's, answered here (confirm or decline).
import { api, type ApiSchema, type AppointmentRequest, offsetPages } from '../sdk';
import { APPOINTMENT_CARD_PAGE_SIZE } from './dashboardReads';

/** PATCH /api/appointments/:id: confirm (with the ISO instant agreed) or decline. */
export type AppointmentAnswer = { id: string } & ApiSchema<'AnswerAppointmentRequestDto'>;

export const appointmentRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Pending first, then newest first, a page at a time (GET /api/appointments is an array: a
     * short page means the end). A refetch re-reads every loaded page in turn.
     */
    getAppointmentRequests: build.infiniteQuery<AppointmentRequest[], void, number>({
      infiniteQueryOptions: offsetPages(APPOINTMENT_CARD_PAGE_SIZE),
      query: ({ pageParam: offset }) => ({ url: '/appointments', params: { limit: APPOINTMENT_CARD_PAGE_SIZE, offset } }),
      providesTags: [{ type: 'Appointment', id: 'LIST' }],
    }),
    answerAppointmentRequest: build.mutation<AppointmentRequest, AppointmentAnswer>({
      query: ({ id, ...body }) => ({ url: `/appointments/${id}`, method: 'PATCH', body }),
      invalidatesTags: [{ type: 'Appointment', id: 'LIST' }],
    }),
  }),
});

export const { useGetAppointmentRequestsInfiniteQuery, useAnswerAppointmentRequestMutation } = appointmentRequestsApi;
