import { baseApi } from './base-api';

/** The freshness promise as the server's configuration keeps it (GET /insolvency/freshness-promise, public). */
export interface FreshnessPromise {
  promise: string;
  /** Minutes between two polls; 0: no poll during the day. */
  pollMinutes: number;
  pollHours: { from: string; to: string };
}

export const freshnessPromiseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFreshnessPromise: build.query<FreshnessPromise, void>({
      query: () => '/insolvency/freshness-promise',
    }),
  }),
});

export const { useGetFreshnessPromiseQuery } = freshnessPromiseApi;
