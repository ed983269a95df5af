import { baseApi } from '../../../lib/api/base-api';
import type { InsolvencyCase, PlanLimitInfo } from '../../../lib/insolvency/insolvency-case';

/** Query of GET /insolvency/search: only filters with a value are sent (SPEC §5). */
export interface SearchRequest {
  q?: string;
  state?: string;
  dateFrom?: string;
  dateTo?: string;
  procedureType?: string;
  debtorKind?: string;
  postalCode?: string;
  city?: string;
  registerNumber?: string;
  page: number;
  limit: number;
}

/** SPEC §3 "Search response". */
export interface SearchResponse {
  results: InsolvencyCase[];
  pagination: { page: number; totalPages: number; total: number };
  subscription: PlanLimitInfo;
  /** False while no case has been imported at all: an empty result then means "no data yet". */
  dataAvailable?: boolean;
}

export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchCases: build.query<SearchResponse, SearchRequest>({
      query: (params) => ({ url: '/insolvency/search', params }),
      providesTags: ['Case'],
    }),
    /** The pages an export walks through: fetched once each and not kept, they would only fill the cache. */
    exportSearchPage: build.query<SearchResponse, SearchRequest>({
      query: (params) => ({ url: '/insolvency/search', params }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useSearchCasesQuery, useLazyExportSearchPageQuery } = searchApi;
