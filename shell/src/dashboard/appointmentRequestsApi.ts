// The admin dashboard's appointment requests: every client's, answered here (confirm or decline).
import { api, type AppointmentRequest } from '../sdk';

export interface AppointmentAnswer {
  id: string;
  status: 'confirmed' | 'declined';
  /** ISO instant; required to confirm. */
  scheduledDate?: string;
  notes?: string;
}

export const appointmentRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAppointmentRequests: build.query<AppointmentRequest[], void>({
      query: () => '/appointments',
      providesTags: [{ type: 'Appointment', id: 'LIST' }],
    }),
    answerAppointmentRequest: build.mutation<AppointmentRequest, AppointmentAnswer>({
      query: ({ id, ...body }) => ({ url: `/appointments/${id}`, method: 'PATCH', body }),
      invalidatesTags: [{ type: 'Appointment', id: 'LIST' }],
    }),
  }),
});

export const { useGetAppointmentRequestsQuery, useAnswerAppointmentRequestMutation } = appointmentRequestsApi;
