import { baseApi } from '../../../lib/api/base-api';
import type { Plan, Role } from '../../../lib/session/session-user';

/** A user as GET /auth/users lists it. */
export interface AdminUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  isActive: boolean;
  plan: Plan | null;
  createdAt: string;
  lastLoginAt: string | null;
  /** An unconfirmed self-registration: when it is deleted unless confirmed before (else null or absent). */
  unconfirmedAccountDeletionAt?: string | null;
}

export interface UserQuery {
  page: number;
  limit: number;
  search?: string;
  plan?: Plan;
  status?: 'active' | 'inactive';
}

export interface UserPage {
  users: AdminUser[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

// Its own id under the shared 'User' tag, so changing a user's status does not refetch the session user.
const ADMIN_LIST = { type: 'User', id: 'ADMIN_LIST' } as const;

export const adminUsersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<UserPage, UserQuery>({
      query: (params) => ({ url: '/auth/users', params }),
      providesTags: [ADMIN_LIST],
    }),
    setUserStatus: build.mutation<{ user: AdminUser; message?: string }, { id: string; isActive: boolean }>({
      query: ({ id, isActive }) => ({
        url: `/auth/users/${encodeURIComponent(id)}/status`,
        method: 'PUT',
        body: { isActive },
      }),
      invalidatesTags: [ADMIN_LIST],
    }),
  }),
});

export const { useListUsersQuery, useSetUserStatusMutation } = adminUsersApi;
