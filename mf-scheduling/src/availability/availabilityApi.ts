// A worker's weekly availability: seven days, each saved on its own (an upsert per dayOfWeek).
import { api, type ApiSchema } from 'shell/sdk';

export type DayAvailability = ApiSchema<'AvailabilityJson'>;

const availabilityList = { type: 'Availability' as const, id: 'LIST' };

export const availabilityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyAvailability: build.query<DayAvailability[], void>({
      query: () => '/availability',
      providesTags: [availabilityList],
    }),
    saveAvailability: build.mutation<DayAvailability, ApiSchema<'SaveAvailabilityDto'>>({
      query: (body) => ({ url: '/availability', method: 'POST', body }),
      invalidatesTags: [availabilityList],
    }),
  }),
});

export const { useGetMyAvailabilityQuery, useSaveAvailabilityMutation } = availabilityApi;
