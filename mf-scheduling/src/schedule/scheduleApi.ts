// mf_scheduling's endpoints, injected into the one sdk api (never a store of its own).
import { api, type Schedule } from 'shell/sdk';

/** GET /api/schedules/my/week: My Schedule's three counts and its 7 days' shifts. */
export interface MyScheduleWeek {
  /** Shifts dated today or later. */
  upcoming: number;
  /** Shifts in the 7 days from today. */
  thisWeek: number;
  /** Every shift of the person's. */
  total: number;
  /** The 7 days' shifts, by date and start time. */
  schedules: Schedule[];
}

export const scheduleApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The signed-in worker's or foreman's counts and 7 days from `from` (their today): the
     * server counts, so the whole history never travels.
     */
    getMyScheduleWeek: build.query<MyScheduleWeek, string>({
      query: (from) => ({ url: '/schedules/my/week', params: { from } }),
      providesTags: (result) => [
        { type: 'Schedule' as const, id: 'LIST' },
        ...(result?.schedules ?? []).map(({ id }) => ({ type: 'Schedule' as const, id })),
      ],
    }),
  }),
});

export const { useGetMyScheduleWeekQuery } = scheduleApi;
