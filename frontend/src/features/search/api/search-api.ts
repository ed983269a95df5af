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
  /** Omitted: the server's default (relevance with a query, newest without). */
  sort?: SearchSort;
  page: number;
  limit: number;
}

/** Issue #29: the order of the results. */
export type SearchSort = 'relevance' | 'newest';

/** The fields a query can match, as the search answers them in `highlights`. */
export type HighlightField = 'companyName' | 'caseNumber' | 'register';

/**
 * A matched part of a field: UTF-16 offsets into the displayed value, `end` exclusive (for `register` the text
 * "HRB 62" of `[type, number]`). The server sends them sorted and without overlaps; the SPA does not rely on it.
 */
export interface SearchHighlight {
  field: HighlightField;
  start: number;
  end: number;
}

/** The register entry as the search answers it (CaseViewResponse.register). */
export interface CaseRegister {
  court: string | null;
  type: string | null;
  number: string | null;
}

/** A result of the search: the case, its register entry and why it matched (issue #29). */
export interface SearchResult extends InsolvencyCase {
  register?: CaseRegister | null;
  /** Missing from servers before issue #29; empty without a query. */
  highlights?: SearchHighlight[];
}

/** SPEC §3 "Search response". */
export interface SearchResponse {
  results: SearchResult[];
  pagination: { page: number; totalPages: number; total: number };
  subscription: PlanLimitInfo;
  /** False while no case has been imported at all: an empty result then means "no data yet". */
  dataAvailable?: boolean;
  /** True when nothing was written exactly so and the results are similar spellings (a typo in a short word). */
  similarSpellings?: boolean;
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
