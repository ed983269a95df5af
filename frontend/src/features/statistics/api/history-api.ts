import { baseApi } from '../../../lib/api/base-api';
import type { HistoryRequest, HistoryStats } from './history-types';

export const historyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHistory: build.query<HistoryStats, HistoryRequest>({
      query: (params) => ({ url: '/insolvency/history', params: { ...params } }),
      providesTags: ['Stats'],
    }),
    /** The server's CSV (semicolons, BOM, German headings), as a file to save. */
    getHistoryCsv: build.query<Blob, HistoryRequest>({
      query: (params) => ({
        url: '/insolvency/history.csv',
        params: { ...params },
        responseHandler: (response) => response.blob(),
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetHistoryQuery, useLazyGetHistoryCsvQuery } = historyApi;
