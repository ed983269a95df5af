import { baseApi } from '../../../lib/api/base-api';
import type { InsolvencyCase } from '../../../lib/insolvency/insolvency-case';

/** One notice of the case's timeline (GET /insolvency/{id} → notices, newest first). */
export interface CaseNotice {
  publicationDate: string;
  publicationType: string;
  decisionDate: string | null;
  status: string | null;
  administrator: string | null;
  text: string | null;
  recordedAt: string | null;
}

/** The detail call carries the full notice text and every notice of the case. */
export interface CaseDetail extends InsolvencyCase {
  city?: string | null;
  notices?: CaseNotice[];
}

export const caseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCase: build.query<CaseDetail, number>({
      query: (id) => `/insolvency/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Case', id }],
    }),
  }),
});

export const { useGetCaseQuery } = caseApi;
