import type { DeliveryMode } from '../../../components/forms/delivery-mode-field';
import { baseApi } from '../../../lib/api/base-api';
import type { RecipientStatus } from './subscriptions-api';

/**
 * Bulk watchlist upload (issue #5): the CSV goes to the server as a multipart file; the server's answer is
 * reduced to what the preview table shows (number of known cases a row already matches, its first error).
 */
export const BULK_PREVIEW_PATH = '/subscriptions/watchlist/preview';
export const BULK_CREATE_PATH = '/subscriptions/watchlist';

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
  /** Issue #12: the per-user cap and how many can still be created (rows beyond it carry an error). */
  limit: number | null;
  remaining: number | null;
}

export interface BulkCreateResult {
  created: number;
  skipped: number;
  /** `pending`: the address gets a confirmation mail first and nothing else before it confirms. */
  recipientStatus: RecipientStatus | null;
}

/** The server's shapes (backend/src/alerts/watchlist). */
interface ServerPreviewRow extends Omit<BulkPreviewRow, 'matches' | 'error'> {
  matches: unknown[];
  errors: string[];
}

function csvForm(csv: string, email?: string, mode?: DeliveryMode): FormData {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'watchlist.csv');
  if (email !== undefined) form.append('email', email);
  if (mode !== undefined) form.append('mode', mode);
  return form;
}

export const bulkWatchlistApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    previewWatchlist: build.mutation<BulkPreview, { csv: string }>({
      query: ({ csv }) => ({ url: BULK_PREVIEW_PATH, method: 'POST', body: csvForm(csv) }),
      transformResponse: (raw: { rows: ServerPreviewRow[]; limit?: number; remaining?: number }) => ({
        limit: raw.limit ?? null,
        remaining: raw.remaining ?? null,
        rows: raw.rows.map(({ matches, errors, ...row }) => ({
          ...row,
          matches: matches.length,
          error: errors[0] ?? null,
        })),
      }),
    }),
    createWatchlist: build.mutation<BulkCreateResult, { csv: string; email: string; mode?: DeliveryMode }>({
      query: ({ csv, email, mode }) => ({ url: BULK_CREATE_PATH, method: 'POST', body: csvForm(csv, email, mode) }),
      transformResponse: (raw: { created: number; skipped: number; recipientStatus?: RecipientStatus | null }) => ({
        created: raw.created,
        skipped: raw.skipped,
        recipientStatus: raw.recipientStatus ?? null,
      }),
      invalidatesTags: [{ type: 'Subscription', id: 'LIST' }],
    }),
  }),
});

export const { usePreviewWatchlistMutation, useCreateWatchlistMutation } = bulkWatchlistApi;
