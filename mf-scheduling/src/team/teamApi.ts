// Team Management's endpoints: the counts (of everyone or of a search), the member list a page at a time (one role or all, a
// name/email search), the role change, deactivation, the pay rate, invitations and the PIN sign-up locks.
import { api, type ApiSchema, type User } from 'shell/sdk';

import type { RoleFilter, TeamCounts } from './teamCounts';

const userList = { type: 'User' as const, id: 'LIST' };
const invitationList = { type: 'User' as const, id: 'INVITATIONS' };
const signUpLocks = { type: 'User' as const, id: 'SELF_REGISTRATION' };

/** A member as Team Management lists them: with whether they are active and their hourly rate (only admins read this list). */
export type Member = ApiSchema<'TeamMemberJson'>;

export type InvitationInput = ApiSchema<'CreateInvitationDto'>;

export type Invitation = ApiSchema<'InvitationJson'>;

export type SignUpLock = ApiSchema<'LockState'>;

/** GET /api/users/self-registration: PIN sign-up, per role with a PIN. */
export type SignUpLocks = ApiSchema<'SelfRegistrationStatesJson'>;

/** Pending invitations per page (the server's maximum is 100). */
export const INVITATION_PAGE_SIZE = 20;

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
    getTeamMembers: build.infiniteQuery<Member[], TeamQuery, string | null>({
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
    changeRole: build.mutation<User, { id: string } & ApiSchema<'ChangeRoleDto'>>({
      query: ({ id, role }) => ({ url: `/users/${id}/role`, method: 'PATCH', body: { role } }),
      invalidatesTags: [userList],
    }),
    setMemberActive: build.mutation<ApiSchema<'MemberJson'>, { id: string } & ApiSchema<'SetActiveDto'>>({
      query: ({ id, active }) => ({ url: `/users/${id}/active`, method: 'PATCH', body: { active } }),
      invalidatesTags: [userList],
    }),
    /** Sets a member's hourly rate (a decimal string, "28.50"), or clears it with null. */
    setPayRate: build.mutation<Member, { id: string } & ApiSchema<'SetPayRateDto'>>({
      query: ({ id, hourlyRate }) => ({ url: `/users/${id}/pay-rate`, method: 'PATCH', body: { hourlyRate } }),
      invalidatesTags: [userList],
    }),
    /** Pending invitations, newest first, a page at a time ("Show more"). */
    getInvitations: build.infiniteQuery<Invitation[], void, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _pages, lastOffset) => (lastPage.length < INVITATION_PAGE_SIZE ? undefined : lastOffset + lastPage.length),
      },
      query: ({ pageParam }) => ({ url: '/invitations', params: { offset: pageParam, limit: INVITATION_PAGE_SIZE } }),
      providesTags: [invitationList],
    }),
    invite: build.mutation<Invitation, InvitationInput>({
      query: (body) => ({ url: '/invitations', method: 'POST', body }),
      invalidatesTags: [invitationList],
    }),
    resendInvitation: build.mutation<Invitation, string>({
      query: (id) => ({ url: `/invitations/${id}/resend`, method: 'POST' }),
      invalidatesTags: [invitationList],
    }),
    revokeInvitation: build.mutation<void, string>({
      query: (id) => ({ url: `/invitations/${id}`, method: 'DELETE' }),
      invalidatesTags: [invitationList],
    }),
    getSignUpLocks: build.query<SignUpLocks, void>({
      query: () => '/users/self-registration',
      providesTags: [signUpLocks],
    }),
    reopenSignUp: build.mutation<SignUpLocks, 'admin' | 'foreman'>({
      query: (role) => ({ url: `/users/self-registration/${role}/reopen`, method: 'POST' }),
      invalidatesTags: [signUpLocks],
    }),
  }),
});

export const {
  useGetTeamCountsQuery,
  useGetTeamMembersInfiniteQuery,
  useChangeRoleMutation,
  useSetMemberActiveMutation,
  useSetPayRateMutation,
  useGetInvitationsInfiniteQuery,
  useInviteMutation,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
  useGetSignUpLocksQuery,
  useReopenSignUpMutation,
} = teamApi;
