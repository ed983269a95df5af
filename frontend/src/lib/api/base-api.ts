import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { publicApiKey } from '../env/public-env';
import { readStoredToken } from './auth-token';

/** SPEC §7 and §9: every call goes under /api with credentials, the client key, the bearer token, 10 s time-out. */
export const API_BASE_URL = '/api';
export const REQUEST_TIMEOUT_MS = 10_000;

export const baseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  credentials: 'include',
  timeout: REQUEST_TIMEOUT_MS,
  prepareHeaders: (headers) => {
    headers.set('X-API-Key', publicApiKey);
    const token = readStoredToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** The one API slice of the app: features add their endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Health',
    'Case',
    'Stats',
    'ImportStatus',
    'Subscription',
    'User',
    'Billing',
    'ContactMessage',
    'Admin',
    'SavedSearch',
    'Portfolio',
    'PortfolioUpload',
    'PortfolioRows',
    'ClaimLetterDraft',
    'Deadlines',
  ],
  endpoints: () => ({}),
});
