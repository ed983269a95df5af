import type { DeliveryMode } from '../../../components/forms/delivery-mode-field';
import { baseApi } from '../../../lib/api/base-api';

/** Filters of a saved search as GET /saved-searches answers them: only those with a value. */
export type SavedSearchCriteria = Record<string, string>;

/** A saved search ("Suchprofil", issue #13). */
export interface SavedSearch {
  id: string;
  name: string;
  criteria: SavedSearchCriteria;
  /** Daily e-mail about new matches. */
  alert: boolean;
  /** Issue #30: how the e-mail is delivered. Absent from older servers: täglich. */
  mode?: DeliveryMode;
  createdAt: string;
  updatedAt: string | null;
}

export interface SavedSearchList {
  items: SavedSearch[];
  /** How many saved searches one user may have. */
  max: number;
}

export interface SavedSearchInput {
  name: string;
  criteria: SavedSearchCriteria;
  alert: boolean;
  mode?: DeliveryMode;
}

const LIST = { type: 'SavedSearch', id: 'LIST' } as const;

export const savedSearchesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSavedSearches: build.query<SavedSearchList, void>({
      query: () => '/saved-searches',
      providesTags: [LIST],
    }),
    createSavedSearch: build.mutation<SavedSearch, SavedSearchInput>({
      query: (body) => ({ url: '/saved-searches', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updateSavedSearch: build.mutation<SavedSearch, { id: string; changes: Partial<SavedSearchInput> }>({
      query: ({ id, changes }) => ({
        url: `/saved-searches/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: changes,
      }),
      invalidatesTags: [LIST],
    }),
    deleteSavedSearch: build.mutation<unknown, string>({
      query: (id) => ({ url: `/saved-searches/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useGetSavedSearchesQuery,
  useCreateSavedSearchMutation,
  useUpdateSavedSearchMutation,
  useDeleteSavedSearchMutation,
} = savedSearchesApi;
