// mf_field's endpoints, injected into the one sdk api (never a store of its own). Names carry the
// domain so they cannot collide with another remote's injected endpoints.
import { api, type IssueSeverity, type IssueStatus, type JobSite, type JobSiteStatus, type User } from 'shell/sdk';

import type { Break, BreakType, FieldIssue, InventoryCheck, InventoryToday, JobStart, MyJobSite } from './fieldTypes';

export interface JobSiteInput {
  name?: string;
  address?: string;
  foremanId?: string | null;
  status?: JobSiteStatus;
  latitude?: number | null;
  longitude?: number | null;
  progressPercentage?: number;
  estimatedCompletionDate?: string | null;
}

const MY_SITE = { type: 'JobSite' as const, id: 'MY' };
const SITE_LIST = { type: 'JobSite' as const, id: 'LIST' };

export const fieldApi = api.injectEndpoints({
  endpoints: (build) => ({
    // My Job Site
    getMyJobSite: build.query<MyJobSite, void>({ query: () => '/job-sites/my', providesTags: [MY_SITE] }),
    startJob: build.mutation<JobStart, void>({ query: () => ({ url: '/job-sites/start', method: 'POST' }), invalidatesTags: [MY_SITE] }),

    // Daily inventory
    getInventoryToday: build.query<InventoryToday, void>({ query: () => '/inventory/today', providesTags: [{ type: 'Inventory', id: 'TODAY' }] }),
    submitInventoryCheck: build.mutation<InventoryCheck, { items: Record<string, boolean>; shortages: string[] }>({
      query: (body) => ({ url: '/inventory', method: 'POST', body: { ...body, completed: true } }),
      invalidatesTags: [{ type: 'Inventory', id: 'TODAY' }, MY_SITE],
    }),

    // Issues
    getFieldIssues: build.query<FieldIssue[], void>({
      query: () => '/issues',
      providesTags: (result = []) => [{ type: 'Issue', id: 'LIST' }, ...result.map(({ id }) => ({ type: 'Issue' as const, id }))],
    }),
    reportIssue: build.mutation<FieldIssue, { title: string; description: string; severity: IssueSeverity }>({
      query: (body) => ({ url: '/issues', method: 'POST', body }),
      invalidatesTags: [{ type: 'Issue', id: 'LIST' }],
    }),
    changeIssueStatus: build.mutation<FieldIssue, { id: string; status: IssueStatus }>({
      query: ({ id, status }) => ({ url: `/issues/${id}`, method: 'PATCH', body: { status } }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Issue', id: 'LIST' }, { type: 'Issue', id }],
    }),

    // Breaks
    getTodayBreaks: build.query<Break[], void>({ query: () => '/breaks/today', providesTags: [{ type: 'Break', id: 'TODAY' }] }),
    startBreak: build.mutation<Break, { breakType: BreakType }>({
      query: (body) => ({ url: '/breaks', method: 'POST', body }),
      invalidatesTags: [{ type: 'Break', id: 'TODAY' }],
    }),
    endBreak: build.mutation<Break, string>({
      query: (id) => ({ url: `/breaks/${id}/end`, method: 'PATCH' }),
      invalidatesTags: [{ type: 'Break', id: 'TODAY' }],
    }),

    // Job Sites management (admin)
    getJobSites: build.query<JobSite[], void>({
      query: () => '/job-sites',
      providesTags: (result = []) => [SITE_LIST, ...result.map(({ id }) => ({ type: 'JobSite' as const, id }))],
    }),
    getJobSiteForemen: build.query<User[], void>({ query: () => '/users/foremen', providesTags: [{ type: 'User', id: 'FOREMEN' }] }),
    getJobSiteClients: build.query<User[], void>({ query: () => '/users/clients', providesTags: [{ type: 'User', id: 'CLIENTS' }] }),
    createJobSite: build.mutation<JobSite, JobSiteInput>({
      query: (body) => ({ url: '/job-sites', method: 'POST', body }),
      invalidatesTags: [SITE_LIST],
    }),
    updateJobSite: build.mutation<JobSite, { id: string } & JobSiteInput>({
      query: ({ id, ...body }) => ({ url: `/job-sites/${id}`, method: 'PATCH', body }),
      invalidatesTags: (_result, _error, { id }) => [SITE_LIST, { type: 'JobSite', id }],
    }),
    assignJobSiteClient: build.mutation<JobSite, { id: string; clientId: string }>({
      query: ({ id, clientId }) => ({ url: `/job-sites/${id}/assign-client`, method: 'PATCH', body: { clientId } }),
      invalidatesTags: (_result, _error, { id }) => [SITE_LIST, { type: 'JobSite', id }],
    }),
    updateJobSiteCost: build.mutation<JobSite, { id: string; totalCost: string; paidAmount: string }>({
      query: ({ id, ...body }) => ({ url: `/job-sites/${id}/cost`, method: 'PATCH', body }),
      invalidatesTags: (_result, _error, { id }) => [SITE_LIST, { type: 'JobSite', id }],
    }),
  }),
});

export const {
  useGetMyJobSiteQuery,
  useStartJobMutation,
  useGetInventoryTodayQuery,
  useSubmitInventoryCheckMutation,
  useGetFieldIssuesQuery,
  useReportIssueMutation,
  useChangeIssueStatusMutation,
  useGetTodayBreaksQuery,
  useStartBreakMutation,
  useEndBreakMutation,
  useGetJobSitesQuery,
  useGetJobSiteForemenQuery,
  useGetJobSiteClientsQuery,
  useCreateJobSiteMutation,
  useUpdateJobSiteMutation,
  useAssignJobSiteClientMutation,
  useUpdateJobSiteCostMutation,
} = fieldApi;
