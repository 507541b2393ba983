// Auth and config endpoints, and the current-user hook (401 means "logged out", not an error).
import { api } from './api';
import { forgetUser, lastKnownUser, rememberUser } from './lastKnownUser';
import { clearReads } from './offline/deviceReads';
import { setDevicePerson } from './offline/person';
import type { ApiSchema, AppConfig, CurrentUser, MessageAnswer } from './types';

export type LoginRequest = ApiSchema<'LoginDto'>;
export type RegisterRequest = ApiSchema<'RegisterDto'>;

/**
 * Login and register answer with the user: that answer is the refreshed current user,
 * so it goes straight into the getCurrentUser cache instead of a second GET /api/auth/user.
 */
async function becomeCurrentUser(
  _arg: unknown,
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: CurrentUser }> },
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    rememberUser(data);
    setDevicePerson(data.id);
    dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, data));
  } catch {
    // The form shows the failure.
  }
}

/** Who an invitation link invites (POST /api/auth/verify-invite). */
export type Invitee = ApiSchema<'InviteeJson'>;

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<CurrentUser | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/auth/user');
        if (result.error?.status === 401) {
          forgetUser();
          setDevicePerson(null);
          // Logged out elsewhere (expired, another device's password reset): nothing of theirs stays here.
          void clearReads().catch(() => undefined);
          return { data: null };
        }
        // No answer at all (no network): the person last logged in here, if any (lastKnownUser.ts),
        // whose kept answers and waiting writes the device then serves (offline/person.ts).
        if (result.error) {
          const known = result.error.status === 'FETCH_ERROR' ? lastKnownUser() : null;
          if (!known) return { error: result.error };
          setDevicePerson(known.id);
          return { data: known };
        }
        const user = result.data as CurrentUser;
        rememberUser(user);
        setDevicePerson(user.id);
        return { data: user };
      },
      providesTags: ['User'],
    }),
    getConfig: build.query<AppConfig, void>({
      query: () => '/config',
      providesTags: ['Config'],
    }),
    login: build.mutation<CurrentUser, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      onQueryStarted: becomeCurrentUser,
    }),
    register: build.mutation<CurrentUser, RegisterRequest>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
      onQueryStarted: becomeCurrentUser,
    }),
    forgotPassword: build.mutation<MessageAnswer, ApiSchema<'ForgotPasswordDto'>>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
    verifyResetToken: build.mutation<ApiSchema<'ResetTokenValidJson'>, ApiSchema<'VerifyResetTokenDto'>>({
      query: (body) => ({ url: '/auth/verify-reset-token', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageAnswer, ApiSchema<'ResetPasswordDto'>>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
    verifyInvite: build.mutation<Invitee, ApiSchema<'InviteTokenDto'>>({
      query: (body) => ({ url: '/auth/verify-invite', method: 'POST', body }),
    }),
    /** The person's own settings (their language): the answer is the refreshed current user. */
    updateCurrentUser: build.mutation<CurrentUser, ApiSchema<'UpdateCurrentUserDto'>>({
      query: (body) => ({ url: '/auth/user', method: 'PATCH', body }),
      onQueryStarted: becomeCurrentUser,
    }),
    /** Answers the new member, logged in: the caller makes it the current user once it has left the page. */
    acceptInvite: build.mutation<CurrentUser, ApiSchema<'AcceptInviteDto'>>({
      query: (body) => ({ url: '/auth/accept-invite', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetConfigQuery,
  useLoginMutation,
  useRegisterMutation,
  useForgotPasswordMutation,
  useVerifyResetTokenMutation,
  useResetPasswordMutation,
  useVerifyInviteMutation,
  useAcceptInviteMutation,
  useUpdateCurrentUserMutation,
} = authApi;

export interface CurrentUserState {
  user: CurrentUser | null;
  /** True when the server said nobody is logged in (a 401), not when it could not be asked. */
  isLoggedOut: boolean;
  /** True until the first answer of GET /api/auth/user. */
  isLoading: boolean;
  isAuthenticated: boolean;
  refetch: () => Promise<unknown>;
}

/** The logged-in user, or null when logged out (a 401). */
export function useCurrentUser(): CurrentUserState {
  const { data, isLoading, refetch } = authApi.useGetCurrentUserQuery();
  const user = data ?? null;
  return { user, isLoading, isLoggedOut: data === null, isAuthenticated: user !== null, refetch };
}

/** Whether card payments are configured: `undefined` while /api/config loads, else the key or null. */
export function useStripePublishableKey(): string | null | undefined {
  const { data, isError } = useGetConfigQuery();
  if (isError) return null;
  return data ? data.stripePublishableKey : undefined;
}

/** The brand name shown in the sidebar header; `Groundwork` until (or unless) /api/config answers. */
export function useCompanyName(): string {
  const { data } = useGetConfigQuery();
  return data?.companyName || 'Groundwork';
}
