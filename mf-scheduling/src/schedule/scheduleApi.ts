// mf_scheduling's endpoints, injected into the one sdk api (never a store of its own).
import { api, type Schedule } from 'shell/sdk';

export const scheduleApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in worker's or foreman's own schedules (GET /api/schedules/my). */
    getMySchedules: build.query<Schedule[], void>({
      query: () => '/schedules/my',
      providesTags: (result = []) => [
        { type: 'Schedule' as const, id: 'LIST' },
        ...result.map(({ id }) => ({ type: 'Schedule' as const, id })),
      ],
    }),
  }),
});

export const { useGetMySchedulesQuery } = scheduleApi;
