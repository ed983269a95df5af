import { baseApi } from '../../../lib/api/base-api';
import type { HistoryRequest, HistoryStats } from './history-types';

export const historyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHistory: build.query<HistoryStats, HistoryRequest>({
      query: (params) => ({ url: '/insolvency/history', params: { ...params } }),
      providesTags: ['Stats'],
    }),
    /**
     * The server's CSV (semicolons, BOM, German headings) as text: the store keeps only serialisable values (a Blob
     * there is an RTK error in the console), and the BOM is kept (`response.text()` would drop it) for Excel.
     */
    getHistoryCsv: build.query<string, HistoryRequest>({
      query: (params) => ({
        url: '/insolvency/history.csv',
        params: { ...params },
        responseHandler: async (response) =>
          new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()),
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetHistoryQuery, useLazyGetHistoryCsvQuery } = historyApi;
