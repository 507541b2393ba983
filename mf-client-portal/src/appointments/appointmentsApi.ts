// The client's appointment and callback requests, injected into the one sdk api.
import { api, type AppointmentRequest, type AppointmentRequestType } from 'shell/sdk';

export interface NewAppointmentRequest {
  requestType: AppointmentRequestType;
  phoneNumber: string;
  description: string;
  preferredDate?: string;
  preferredTime?: string;
}

export const appointmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyAppointmentRequests: build.query<AppointmentRequest[], void>({
      query: () => '/appointments',
      providesTags: [{ type: 'Appointment', id: 'LIST' }],
    }),
    createAppointmentRequest: build.mutation<AppointmentRequest, NewAppointmentRequest>({
      query: (body) => ({ url: '/appointments', method: 'POST', body }),
      invalidatesTags: [{ type: 'Appointment', id: 'LIST' }],
    }),
  }),
});

export const { useGetMyAppointmentRequestsQuery, useCreateAppointmentRequestMutation } = appointmentsApi;
