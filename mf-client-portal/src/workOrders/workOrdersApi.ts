// The client's work orders: their own job sites (GET /api/job-sites/my-sites), in the one sdk api.
import { api, type JobSite } from 'shell/sdk';

/** A client's work order is a job site in its one JSON shape (money as decimal strings, remaining computed by the server). */
export type WorkOrder = JobSite;

export const workOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyWorkOrders: build.query<WorkOrder[], void>({
      query: () => '/job-sites/my-sites',
      providesTags: [{ type: 'JobSite', id: 'MINE' }],
    }),
  }),
});

export const { useGetMyWorkOrdersQuery } = workOrdersApi;
