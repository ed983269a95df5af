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
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
  }),
});

export const { useGetCurrentUserQuery, useLogoutMutation } = sessionApi;
