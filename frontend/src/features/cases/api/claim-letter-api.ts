import { API_BASE_URL, baseApi, REQUEST_TIMEOUT_MS } from '../../../lib/api/base-api';
import { readStoredToken } from '../../../lib/api/auth-token';
import { publicApiKey } from '../../../lib/env/public-env';

/** The claim-letter form as the server takes it (issue #32 item 5); every text may be empty in a draft. */
export type ClaimKind = 'hauptforderung' | 'zinsen' | 'kosten';

export interface ClaimLetterCreditor {
  name: string;
  company: string;
  street: string;
  postalCode: string;
  city: string;
  email: string;
  phone: string;
}

export interface ClaimLetterClaim {
  kind: ClaimKind;
  reason: string;
  /** German format, "1.234,56". */
  amount: string;
  evidence: string;
}

export interface ClaimLetterFormBody {
  creditor: ClaimLetterCreditor;
  claims: ClaimLetterClaim[];
  reference: string;
}

export interface ClaimLetterDraft {
  id: string;
  caseId: number;
  form: ClaimLetterFormBody;
  createdAt: string;
  updatedAt: string;
}

export interface FieldProblem {
  field: string;
  messages: string[];
}

/** A refused letter: the server's German message and, for a 400, the message per field. */
export class ClaimLetterRefused extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly fields: FieldProblem[] = [],
  ) {
    super(message);
  }
}

export const LETTER_FAILED = 'Die Forderungsanmeldung konnte nicht erstellt werden. Bitte versuchen Sie es erneut.';

/**
 * The letter as a PDF file. Not through the API slice: the store keeps only serialisable values, and a PDF is a
 * Blob; the same headers as every call (client key, session, time-out).
 */
export async function fetchClaimLetter(
  caseId: number,
  form: ClaimLetterFormBody,
): Promise<{ blob: Blob; fileName: string }> {
  const headers = new Headers({ 'Content-Type': 'application/json', 'X-API-Key': publicApiKey });
  const token = readStoredToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}/insolvency/${caseId}/claim-letter`, {
      method: 'POST',
      headers,
      body: JSON.stringify(form),
      credentials: 'include',
      signal: abort.signal,
    });
  } catch {
    throw new ClaimLetterRefused(LETTER_FAILED, undefined);
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) {
    const problem = (await response.json().catch(() => ({}))) as { message?: unknown; errors?: FieldProblem[] };
    const message = typeof problem.message === 'string' && response.status < 500 ? problem.message : LETTER_FAILED;
    throw new ClaimLetterRefused(message, response.status, problem.errors ?? []);
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `Forderungsanmeldung-${caseId}.pdf`;
  return { blob: await response.blob(), fileName };
}

const draftsUrl = (caseId: number) => `/insolvency/${caseId}/claim-letter/drafts`;

export const claimLetterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listClaimLetterDrafts: build.query<ClaimLetterDraft[], number>({
      query: (caseId) => draftsUrl(caseId),
      providesTags: (_result, _error, caseId) => [{ type: 'ClaimLetterDraft', id: caseId }],
    }),
    saveClaimLetterDraft: build.mutation<
      ClaimLetterDraft,
      { caseId: number; draftId: string | null; form: ClaimLetterFormBody }
    >({
      query: ({ caseId, draftId, form }) =>
        draftId
          ? { url: `${draftsUrl(caseId)}/${draftId}`, method: 'PUT', body: form }
          : { url: draftsUrl(caseId), method: 'POST', body: form },
      invalidatesTags: (_result, _error, { caseId }) => [{ type: 'ClaimLetterDraft', id: caseId }],
    }),
    deleteClaimLetterDraft: build.mutation<{ message: string }, { caseId: number; draftId: string }>({
      query: ({ caseId, draftId }) => ({ url: `${draftsUrl(caseId)}/${draftId}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { caseId }) => [{ type: 'ClaimLetterDraft', id: caseId }],
    }),
  }),
});

export const { useListClaimLetterDraftsQuery, useSaveClaimLetterDraftMutation, useDeleteClaimLetterDraftMutation } =
  claimLetterApi;
