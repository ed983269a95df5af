import { baseApi } from '../../../lib/api/base-api';
import type { SessionUser } from '../../../lib/session/session-user';

export interface ProfileChange {
  firstName: string;
  lastName: string;
  email: string;
  /** Only when the address changes. */
  currentPassword?: string;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** GET /auth/api-keys entry: the secret itself is never sent again, only a preview. */
export interface ApiKeySummary {
  id: string;
  name: string;
  preview: string;
  createdAt: string;
  revokedAt: string | null;
  active: boolean;
}

/** POST /auth/api-keys: the only response that carries the key. */
export interface IssuedApiKey {
  id: string;
  name: string;
  key: string;
  createdAt: string;
  message?: string;
}

// The base slice has no tag of its own for keys; a 'User' tag with an id keeps base-api.ts untouched.
const API_KEYS_TAG = { type: 'User', id: 'api-keys' } as const;

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<{ user?: SessionUser; message?: string }, ProfileChange>({
      query: (body) => ({ url: '/auth/profile', method: 'PUT', body }),
    }),
    /** The server ends every session of the account and answers with a new token for this one. */
    changePassword: build.mutation<{ token?: string; message?: string }, PasswordChange>({
      query: (body) => ({ url: '/auth/password', method: 'PUT', body }),
    }),
    /** "Konto löschen": erases the account for good; the token is void once it answers. */
    deleteAccount: build.mutation<{ message?: string }, { password: string }>({
      query: (body) => ({ url: '/auth/account', method: 'DELETE', body }),
    }),
    listApiKeys: build.query<ApiKeySummary[], void>({
      query: () => '/auth/api-keys',
      providesTags: [API_KEYS_TAG],
    }),
    issueApiKey: build.mutation<IssuedApiKey, { name: string }>({
      query: (body) => ({ url: '/auth/api-keys', method: 'POST', body }),
      invalidatesTags: [API_KEYS_TAG],
    }),
    revokeApiKey: build.mutation<{ message?: string }, string>({
      query: (id) => ({ url: `/auth/api-keys/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [API_KEYS_TAG],
    }),
  }),
});

export const {
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useDeleteAccountMutation,
  useListApiKeysQuery,
  useIssueApiKeyMutation,
  useRevokeApiKeyMutation,
} = profileApi;
