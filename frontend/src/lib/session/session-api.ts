import { baseApi } from '../api/base-api';
import { asSessionUser, type SessionUser } from './session-user';

/** Session calls every screen needs (header logout, start-up check); login and register live in features/auth. */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** null when the body holds no recognisable user. */
    getCurrentUser: build.query<SessionUser | null, void>({
      query: () => '/auth/user',
      // The user may come bare or wrapped as { user }.
      transformResponse: (body: unknown) =>
        asSessionUser(typeof body === 'object' && body !== null && 'user' in body ? body.user : body),
      providesTags: ['User'],
    }),
    /** A fresh confirmation link to the address awaiting confirmation (banner and profile). */
    resendConfirmation: build.mutation<{ message?: string }, void>({
      query: () => ({ url: '/auth/confirm-email/resend', method: 'POST' }),
    }),
    /** The link's token; public, as the link may be opened where nobody is logged in. */
    confirmEmail: build.mutation<{ message?: string; email: string }, string>({
      query: (token) => ({ url: '/auth/confirm-email', method: 'POST', body: { token } }),
      invalidatesTags: ['User'],
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
  }),
});

export const { useGetCurrentUserQuery, useLogoutMutation, useResendConfirmationMutation, useConfirmEmailMutation } =
  sessionApi;
