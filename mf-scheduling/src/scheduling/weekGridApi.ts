// The Scheduling page's Week tab: the admin's week grid (a page of people with their shifts of the
// workweek and the day totals) and Copy a week. Injected into the one sdk api; a change to any
// shift (here, in the dialog, or pushed over /ws as `Schedule`) refetches the grid.
import { api, type ApiSchema } from 'shell/sdk';

/** People per page of the grid. */
export const GRID_PAGE_SIZE = 50;

export type ScheduleGrid = ApiSchema<'ScheduleGridJson'>;
export type GridPerson = ScheduleGrid['people'][number];
export type CopiedWeek = ApiSchema<'CopiedWeekJson'>;

export interface GridQuery {
  /** Any date of the workweek. */
  week: string;
  search: string;
  jobSiteId?: string;
  offset: number;
}

const scheduleList = { type: 'Schedule' as const, id: 'LIST' };

export const weekGridApi = api.injectEndpoints({
  endpoints: (build) => ({
    getScheduleGrid: build.query<ScheduleGrid, GridQuery>({
      query: ({ week, search, jobSiteId, offset }) => ({
        url: '/schedules/grid',
        params: { week, limit: GRID_PAGE_SIZE, offset, ...(search ? { search } : {}), ...(jobSiteId ? { jobSiteId } : {}) },
      }),
      // People's names and activity show in it too.
      providesTags: [scheduleList, { type: 'User', id: 'LIST' }],
    }),
    /** Copies a week's shifts into another as drafts; the answer lists those skipped, with the reason. */
    copyWeek: build.mutation<CopiedWeek, { fromWeek: string; toWeek: string }>({
      query: (body) => ({ url: '/schedules/copy-week', method: 'POST', body }),
      invalidatesTags: [scheduleList],
    }),
  }),
});

export const { useGetScheduleGridQuery, useCopyWeekMutation } = weekGridApi;
