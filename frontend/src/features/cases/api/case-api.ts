import { baseApi } from '../../../lib/api/base-api';
import type { InsolvencyCase } from '../../../lib/insolvency/insolvency-case';

/** One notice of the case's timeline (GET /insolvency/{id} → notices, newest first, each publication once). */
export interface CaseNotice {
  publicationDate: string;
  publicationType: string;
  decisionDate: string | null;
  status: string | null;
  administrator: string | null;
  /** The decisive sentence of the notice (older servers: absent). */
  preview?: string | null;
  text: string | null;
  recordedAt: string | null;
  /** In the debtor's file (issue #32): the proceeding the notice belongs to. */
  caseId?: number;
  court?: string;
  caseNumber?: string;
}

/** A proceeding of the debtor's file, with the reason it belongs to it (null for the case shown). */
export interface DebtorFileCase {
  id: number;
  court: string;
  caseNumber: string;
  companyName: string;
  current: boolean;
  reason: string | null;
}

/** Akte des Schuldners: the linked proceedings and their combined timeline, newest first. */
export interface DebtorFile {
  cases: DebtorFileCase[];
  timeline: CaseNotice[];
}

/** A court hearing of the case (Berichts-, Prüfungstermin …); time in Berlin wall-clock time. */
export interface CaseHearing {
  id: string;
  kind: string;
  label: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  time: string | null;
  place: string | null;
  announcedOn: string;
}

/** A deadline or hearing of the case with the sentence it came from (issue #32); time in Berlin wall-clock time. */
export interface CaseDeadline {
  id: string;
  kind: string;
  label: string;
  /** YYYY-MM-DD; null for a period whose start (service to a party) is not known. */
  date: string | null;
  /** HH:MM */
  time: string | null;
  place: string | null;
  sentence: string;
  relative: { text: string; from: 'publication' | 'service' | null } | null;
  announcedOn: string;
}

export interface AdministratorContact {
  role: string | null;
  name: string;
  firm: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  phone: string | null;
  email: string | null;
}

export interface CaseFactsDetail {
  legalForm: string | null;
  register: { court: string | null; type: string | null; number: string | null } | null;
  /** Anmeldefrist, YYYY-MM-DD */
  claimsDeadline: string | null;
  hearings: CaseHearing[];
  administrator: AdministratorContact | null;
}

/** The official portal has no link per notice: its search page and what to enter there. */
export interface PortalLink {
  searchUrl: string;
  court: string;
  caseNumber: string;
  note: string;
}

/** The detail call carries the full notice text, the case's facts and every notice of the case. */
export interface CaseDetail extends InsolvencyCase {
  city?: string | null;
  debtorKind?: string | null;
  firstPublicationDate?: string | null;
  facts?: CaseFactsDetail;
  portal?: PortalLink;
  notices?: CaseNotice[];
  /** Fristen und Termine, by date (older servers: absent). */
  deadlines?: CaseDeadline[];
  /** The debtor's file across courts and renames (null: no other proceeding linked; older servers: absent). */
  file?: DebtorFile | null;
}

export const caseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCase: build.query<CaseDetail, number>({
      query: (id) => `/insolvency/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Case', id }],
    }),
    /** The case's hearings (or one of them) as an iCalendar file's text. */
    getHearingsCalendar: build.query<string, { caseId: number; hearingId?: string }>({
      query: ({ caseId, hearingId }) => ({
        url: `/insolvency/${caseId}/hearings.ics`,
        params: hearingId ? { hearing: hearingId } : undefined,
        responseHandler: 'text',
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetCaseQuery, useLazyGetHearingsCalendarQuery } = caseApi;
