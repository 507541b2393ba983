// Team Management's endpoints: every user (admin view) and the role change.
import { api, type Role, type User } from 'shell/sdk';

const userList = { type: 'User' as const, id: 'LIST' };

export const teamApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeamMembers: build.query<User[], void>({
      query: () => '/users',
      providesTags: [userList],
    }),
    changeRole: build.mutation<User, { id: string; role: Role }>({
      query: ({ id, role }) => ({ url: `/users/${id}/role`, method: 'PATCH', body: { role } }),
      invalidatesTags: [userList],
    }),
  }),
});

export const { useGetTeamMembersQuery, useChangeRoleMutation } = teamApi;
