import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { baseApi } from '../../../lib/api/base-api';
import { LANDS } from '../../../lib/insolvency/lands';
import type { CaseStats, ChartCounts, ImportStatus, RecentCases } from './dashboard-types';
import { mapWithConcurrency, totalOf } from './count-cases';

/** SPEC §9: recent notices requested: 10 (the server gives free users 5). */
export const RECENT_NOTICES_LIMIT = 10;
/** Days of the per-day chart. */
export const CHART_DAYS = 30;
// Count requests in flight at once: the browser allows six per host, leave room for the polled calls.
const COUNT_CONCURRENCY = 4;

function asRecentCases(body: unknown): RecentCases {
  if (Array.isArray(body)) return { results: body };
  const value = (body ?? {}) as Partial<RecentCases>;
  return { results: Array.isArray(value.results) ? value.results : [], subscription: value.subscription };
}

export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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
    /** Active alerts of the user; its own name so it never clashes with the notifications feature's list. */
    getActiveAlertCount: build.query<number, void>({
      query: () => '/subscriptions',
      transformResponse: (body: unknown) =>
        Array.isArray(body)
          ? body.filter((entry) => Boolean((entry as { active?: unknown } | null)?.active)).length
          : 0,
      providesTags: ['Subscription'],
    }),
    /**
     * The API has no per-day or per-Land counts (GET /insolvency/stats gives totals only), so each bar is one
     * search with limit 1 whose total is read: 30 + 16 small calls, kept for 10 minutes.
     */
    getChartCounts: build.query<ChartCounts, { days: string[] }>({
      async queryFn({ days }, _api, _extraOptions, baseQuery) {
        const count = async (params: Record<string, string>) => {
          const result = await baseQuery({ url: '/insolvency/search', params: { ...params, page: 1, limit: 1 } });
          if (result.error) throw result.error;
          return totalOf(result.data);
        };
        try {
          const daily = await mapWithConcurrency(days, COUNT_CONCURRENCY, async (date) => ({
            date,
            count: await count({ dateFrom: date, dateTo: date }),
          }));
          const byState = await mapWithConcurrency(LANDS, COUNT_CONCURRENCY, async (land) => ({
            state: land.code,
            count: await count({ state: land.code }),
          }));
          return { data: { daily, byState } };
        } catch (error) {
          return { error: error as FetchBaseQueryError };
        }
      },
      keepUnusedDataFor: 600,
    }),
  }),
});

export const {
  useGetCaseStatsQuery,
  useGetRecentCasesQuery,
  useGetImportStatusQuery,
  useGetActiveAlertCountQuery,
  useGetChartCountsQuery,
} = dashboardApi;
