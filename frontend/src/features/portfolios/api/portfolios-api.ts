import { baseApi } from '../../../lib/api/base-api';
import { fileDownload } from '../../../lib/browser/download-file';
import type {
  ColumnMapping,
  ExportFormat,
  PortfolioInput,
  PortfolioList,
  PortfolioSummary,
  RowsRequest,
  RowsResponse,
  RowView,
  UploadView,
  Verdict,
} from './portfolio-types';

/** While an upload is read or checked and while the matching runs, the screen asks again this often. */
export const PORTFOLIO_POLL_MS = 2_000;
// A 50 MB file on a slow line takes longer than the app's 10 s for ordinary calls; so does a large export.
const UPLOAD_TIMEOUT_MS = 5 * 60_000;
const EXPORT_TIMEOUT_MS = 2 * 60_000;

const LIST = { type: 'Portfolio', id: 'LIST' } as const;
const rowsOf = (portfolioId: string) => ({ type: 'PortfolioRows' as const, id: portfolioId });
const path = (...parts: string[]) => `/portfolios/${parts.map(encodeURIComponent).join('/')}`;

/** Only the filters that are set go into the query string. */
function rowsParams({ portfolioId: _id, ...request }: RowsRequest): Record<string, string | number> {
  return Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined && value !== ''));
}

/** `attachment; filename="treffer.csv"` → treffer.csv (the server names the file). */
export function fileNameOf(disposition: string | null | undefined, fallback: string): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (utf8) return decodeURIComponent(utf8[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return plain?.[1] ?? fallback;
}

export const portfoliosApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPortfolios: build.query<PortfolioList, void>({
      query: () => '/portfolios',
      providesTags: (result) => [LIST, ...(result?.items ?? []).map(({ id }) => ({ type: 'Portfolio' as const, id }))],
    }),
    createPortfolio: build.mutation<PortfolioSummary, PortfolioInput>({
      query: (body) => ({ url: '/portfolios', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updatePortfolio: build.mutation<PortfolioSummary, { id: string; changes: Partial<PortfolioInput> }>({
      query: ({ id, changes }) => ({ url: path(id), method: 'PATCH', body: changes }),
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Portfolio', id }],
    }),
    deletePortfolio: build.mutation<unknown, string>({
      query: (id) => ({ url: path(id), method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),

    /** The file goes up as it is; the server reads it in the background (202 with the upload's view). */
    uploadPortfolioFile: build.mutation<UploadView, { portfolioId: string; file: File }>({
      query: ({ portfolioId, file }) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: path(portfolioId, 'uploads'), method: 'POST', body, timeout: UPLOAD_TIMEOUT_MS };
      },
      // The list shows the portfolio's open upload (the new one; an older one waiting for the user is replaced).
      invalidatesTags: [LIST],
    }),
    getUpload: build.query<UploadView, { portfolioId: string; uploadId: string }>({
      query: ({ portfolioId, uploadId }) => path(portfolioId, 'uploads', uploadId),
      providesTags: (_result, _error, { uploadId }) => [{ type: 'PortfolioUpload', id: uploadId }],
    }),
    saveMapping: build.mutation<UploadView, { portfolioId: string; uploadId: string; mapping: ColumnMapping }>({
      query: ({ portfolioId, uploadId, mapping }) => ({
        url: path(portfolioId, 'uploads', uploadId, 'mapping'),
        method: 'PUT',
        body: { mapping },
      }),
      invalidatesTags: (_result, _error, { uploadId }) => [{ type: 'PortfolioUpload', id: uploadId }],
    }),
    /** Confirming replaces the rows and starts the matching: list, counts and rows change. */
    confirmUpload: build.mutation<UploadView, { portfolioId: string; uploadId: string }>({
      query: ({ portfolioId, uploadId }) => ({
        url: path(portfolioId, 'uploads', uploadId, 'confirm'),
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, { portfolioId, uploadId }) => [
        LIST,
        { type: 'Portfolio', id: portfolioId },
        { type: 'PortfolioUpload', id: uploadId },
        rowsOf(portfolioId),
      ],
    }),
    discardUpload: build.mutation<unknown, { portfolioId: string; uploadId: string }>({
      query: ({ portfolioId, uploadId }) => ({ url: path(portfolioId, 'uploads', uploadId), method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),

    getPortfolioRows: build.query<RowsResponse, RowsRequest>({
      query: (request) => ({ url: path(request.portfolioId, 'rows'), params: rowsParams(request) }),
      providesTags: (_result, _error, { portfolioId }) => [rowsOf(portfolioId)],
    }),
    /** A decision moves the row between the states: rows and the counts of the list are read again. */
    decideCandidate: build.mutation<RowView, { portfolioId: string; rowId: string; caseId: number; verdict: Verdict }>({
      query: ({ portfolioId, rowId, caseId, verdict }) => ({
        url: path(portfolioId, 'rows', rowId, 'decisions'),
        method: 'POST',
        body: { caseId, verdict },
      }),
      invalidatesTags: (_result, _error, { portfolioId }) => [
        rowsOf(portfolioId),
        LIST,
        { type: 'Portfolio', id: portfolioId },
      ],
    }),

    /**
     * The server writes the file; the SPA authenticates with a bearer token (no cookie a plain link could
     * carry), so it is fetched here and saved as a download. The Blob never enters the store (not serialisable).
     */
    exportHits: build.mutation<null, { portfolioId: string; format: ExportFormat; fallbackName: string }>({
      queryFn: async ({ portfolioId, format, fallbackName }, _api, _extra, baseQuery) => {
        const result = await baseQuery({
          url: path(portfolioId, 'export'),
          params: { format, state: 'Treffer' },
          timeout: EXPORT_TIMEOUT_MS,
          responseHandler: (response) => response.blob(),
        });
        if (result.error) return { error: result.error };
        const disposition = result.meta?.response?.headers.get('Content-Disposition');
        fileDownload.save(result.data as Blob, fileNameOf(disposition, fallbackName));
        return { data: null };
      },
    }),
  }),
});

export const {
  useGetPortfoliosQuery,
  useCreatePortfolioMutation,
  useUpdatePortfolioMutation,
  useDeletePortfolioMutation,
  useUploadPortfolioFileMutation,
  useGetUploadQuery,
  useSaveMappingMutation,
  useConfirmUploadMutation,
  useDiscardUploadMutation,
  useGetPortfolioRowsQuery,
  useDecideCandidateMutation,
  useExportHitsMutation,
} = portfoliosApi;
