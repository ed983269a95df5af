import { baseApi } from '../../../lib/api/base-api';
import type { AuthResponse } from '../../../lib/session/session-user';

export interface LoginRequest {
  email: string;
  password: string;
}

export interface RegisterRequest extends LoginRequest {
  firstName: string;
  lastName: string;
}

/**
 * The answer to a registration: the same whether the address was free or had an account (no token, so it
 * does not tell which addresses have accounts); the user logs in afterwards.
 */
export interface RegistrationResponse {
  message: string;
  email: string;
}

/** Asking for a password-reset link: the answer is the same whether or not the address has an account. */
export interface PasswordResetRequest {
  email: string;
}

/** The link's token and the new password; the server ends every session of the account. */
export interface ResetPasswordRequest {
  token: string;
  newPassword: string;
}

export interface MessageResponse {
  message: string;
}

/** SPEC §7: login answers { token, user, message }; registration { message, email } (see above). */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResponse, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    register: build.mutation<RegistrationResponse, RegisterRequest>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
    requestPasswordReset: build.mutation<MessageResponse, PasswordResetRequest>({
      query: (body) => ({ url: '/auth/password-reset', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordRequest>({
      query: (body) => ({ url: '/auth/password-reset/confirm', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useRequestPasswordResetMutation, useResetPasswordMutation } =
  authApi;
