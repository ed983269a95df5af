import { baseApi } from '../../../lib/api/base-api';

/**
 * Bulk watchlist upload (issue #5, beyond SPEC). The backend is being built in parallel: both paths live only
 * here, so adjusting them at merge is a one-file change.
 */
export const BULK_PREVIEW_PATH = '/subscriptions/bulk/preview';
export const BULK_CREATE_PATH = '/subscriptions/bulk';

/** One CSV row as the server read it; `matches` counts existing cases it already finds. */
export interface BulkPreviewRow {
  line: number;
  companyName: string;
  postalCode: string | null;
  city: string | null;
  registerNumber: string | null;
  matches: number;
  error: string | null;
}

export interface BulkPreview {
  rows: BulkPreviewRow[];
}

export interface BulkCreateResult {
  created: number;
  skipped: number;
}

export const bulkWatchlistApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    previewWatchlist: build.mutation<BulkPreview, { csv: string }>({
      query: (body) => ({ url: BULK_PREVIEW_PATH, method: 'POST', body }),
    }),
    createWatchlist: build.mutation<BulkCreateResult, { csv: string; email: string }>({
      query: (body) => ({ url: BULK_CREATE_PATH, method: 'POST', body }),
      invalidatesTags: [{ type: 'Subscription', id: 'LIST' }],
    }),
  }),
});

export const { usePreviewWatchlistMutation, useCreateWatchlistMutation } = bulkWatchlistApi;
