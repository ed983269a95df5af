import { baseApi } from '../../../lib/api/base-api';
import type { CaseStats, ImportStatus, RecentCases } from './dashboard-types';

/** SPEC §9: recent notices requested: 10 (the server gives free users 5). */
export const RECENT_NOTICES_LIMIT = 10;

function asRecentCases(body: unknown): RecentCases {
  if (Array.isArray(body)) return { results: body };
  const value = (body ?? {}) as Partial<RecentCases>;
  return { results: Array.isArray(value.results) ? value.results : [], subscription: value.subscription };
}

export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Totals for the stat cards and the per-day and per-Land counts behind the charts, in one call. */
    getCaseStats: build.query<CaseStats, void>({
      query: () => '/insolvency/stats',
      providesTags: ['Stats'],
    }),
    getRecentCases: build.query<RecentCases, number>({
      query: (limit) => ({ url: '/insolvency/recent', params: { limit } }),
      transformResponse: asRecentCases,
      providesTags: ['Case'],
    }),
    getImportStatus: build.query<ImportStatus, void>({
      query: () => '/insolvency/import-status',
      providesTags: ['ImportStatus'],
    }),
    /**
     * Active alerts of the user, counted by the server: the list itself is about 630 KB of JSON for a watchlist
     * of 1,000 companies, polled every 30 s. Its own name, so it never clashes with the notifications feature's.
     */
    getActiveAlertCount: build.query<number, void>({
      query: () => '/subscriptions/summary',
      transformResponse: (body: unknown) => {
        const active = (body as { active?: unknown } | null)?.active;
        return typeof active === 'number' && Number.isFinite(active) ? active : 0;
      },
      // The list's tag: every change of the user's alerts (form, switch, deletion, watchlist upload) invalidates it,
      // so the count is asked again (28 bytes) instead of waiting for the next poll.
      providesTags: [{ type: 'Subscription', id: 'LIST' }],
    }),
  }),
});

export const { useGetCaseStatsQuery, useGetRecentCasesQuery, useGetImportStatusQuery, useGetActiveAlertCountQuery } =
  dashboardApi;
