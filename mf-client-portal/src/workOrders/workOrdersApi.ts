// The client's work orders: their own job sites (GET /api/job-sites/my-sites), in the one sdk api.
import { api } from 'shell/sdk';

/** The job-site JSON as a client sees it: money as decimal strings, remaining computed by the server. */
export interface WorkOrder {
  id: string;
  name: string;
  address: string;
  status: 'active' | 'completed' | 'on_hold';
  progressPercentage: number;
  estimatedCompletionDate: string | null;
  totalCost: string | null;
  paidAmount: string | null;
  remainingBalance: string | null;
}

export const workOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyWorkOrders: build.query<WorkOrder[], void>({
      query: () => '/job-sites/my-sites',
      providesTags: [{ type: 'JobSite', id: 'MINE' }],
    }),
  }),
});

export const { useGetMyWorkOrdersQuery } = workOrdersApi;
