// Team Management's endpoints: the counts (of everyone or of a search), the member list a page at a time (one role or all, a
// name/email search) and the role change.
import { api, type Role, type User } from 'shell/sdk';

import type { RoleFilter, TeamCounts } from './teamCounts';

const userList = { type: 'User' as const, id: 'LIST' };

/** Members per page (the server's default; it allows up to 100). */
export const TEAM_PAGE_SIZE = 50;

export interface TeamQuery {
  role: RoleFilter;
  /** Trimmed; empty for none. */
  search: string;
}

export const teamApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Everyone's counts, or with a search (trimmed, '' for none) the counts of those it finds. */
    getTeamCounts: build.query<TeamCounts, string>({
      query: (search) => ({ url: '/users/counts', params: search ? { search } : undefined }),
      providesTags: [userList],
    }),
    /** Pages in name order, each after the last member of the previous one; a refetch re-reads them in turn. */
    getTeamMembers: build.infiniteQuery<User[], TeamQuery, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => (lastPage.length < TEAM_PAGE_SIZE ? undefined : lastPage[lastPage.length - 1].id),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/users',
        params: {
          role: queryArg.role === 'all' ? undefined : queryArg.role,
          search: queryArg.search || undefined,
          after: pageParam ?? undefined,
          limit: TEAM_PAGE_SIZE,
        },
      }),
      providesTags: [userList],
    }),
    changeRole: build.mutation<User, { id: string; role: Role }>({
      query: ({ id, role }) => ({ url: `/users/${id}/role`, method: 'PATCH', body: { role } }),
      invalidatesTags: [userList],
    }),
  }),
});

export const { useGetTeamCountsQuery, useGetTeamMembersInfiniteQuery, useChangeRoleMutation } = teamApi;
