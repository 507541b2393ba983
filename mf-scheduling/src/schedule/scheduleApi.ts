// mf_scheduling's endpoints, injected into the one sdk api (never a store of its own).
import { api, type ApiSchema } from 'shell/sdk';

/** GET /api/schedules/my/week: My Schedule's three counts and its 7 days' shifts. */
export type MyScheduleWeek = ApiSchema<'ScheduleWeekJson'>;

export const scheduleApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The signed-in worker's or foreman's counts and 7 days from `from` (their today): the
     * server counts, so the whole history never travels.
     */
    getMyScheduleWeek: build.query<MyScheduleWeek, string>({
      query: (from) => ({ url: '/schedules/my/week', params: { from } }),
      providesTags: (result) => [{ type: 'Schedule' as const, id: 'LIST' }, ...(result?.schedules ?? []).map(({ id }) => ({ type: 'Schedule' as const, id }))],
      // Kept on the device by the sdk's base query: offline, the week shows its last answer.
      extraOptions: { keepOnDevice: true },
    }),
  }),
});

export const { useGetMyScheduleWeekQuery } = scheduleApi;
