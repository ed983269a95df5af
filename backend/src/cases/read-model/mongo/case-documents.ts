import type { Administrator, Hearing } from '../../domain/case-notice.js';
import type { Deadline } from '../../domain/deadline.js';
import type { Candidate } from '../../domain/search-query/rank-cases.js';
import type {
  CaseDetailRecord,
  CaseRecord,
  ImportedCase,
  NoticeCorrectionRecord,
  NoticeRecord,
} from '../case-queries.port.js';

/** The collections of the cases read model (projections/src/read-models/cases/mongo/cases.mongo.ts). */
export const CASES = 'rm_cases';
export const KNOWN_NOTICES = 'rm_known_notices';

/**
 * A document of `rm_cases` as the queries read it. Null fields are not stored: an absent field reads as null.
 * Lists leave out the notices and search words (`LIST_FIELDS`).
 */
export interface CaseDocument {
  readonly _id: string;
  readonly caseId: number;
  readonly caseKey: string;
  readonly companyName: string;
  readonly debtorKind: string;
  readonly legalForm?: string;
  readonly court: string;
  readonly caseNumber: string;
  readonly caseNumberKey: string;
  readonly status: string;
  /** Whether the proceedings run (decided by the projection from the status). */
  readonly active: boolean;
  readonly procedureType: string;
  readonly publicationType: string;
  readonly publicationDate: string;
  readonly firstPublicationDate: string;
  /** When the importer detected the notice the case shows (absent before detection times). */
  readonly detectedAt?: string;
  readonly address?: string;
  readonly postalCode?: string;
  readonly city?: string;
  readonly cityKey?: string;
  readonly description: string;
  readonly administrator?: string;
  readonly state?: string;
  readonly registerCourt?: string;
  readonly registerType?: string;
  readonly registerNumber?: string;
  readonly claimsDeadline?: string;
  /** JSON of the latest known administrator's contact details. */
  readonly administratorContact?: string;
  readonly noticeCount: number;
  readonly createdAt: string;
  readonly updatedAt?: string;
  /** The last dated deadline of its notices (ISO day, '' for none); absent on documents written before it was kept. */
  readonly deadlineUntil?: string;
  readonly notices?: readonly NoticeDocument[];
  readonly terms?: readonly string[];
  readonly words?: readonly string[];
}

interface NoticeDocument {
  readonly seq: number;
  readonly fingerprint: string;
  readonly publicationDate: string;
  readonly publicationType: string;
  readonly decisionDate?: string;
  readonly status: string;
  readonly administrator?: string;
  readonly text: string;
  /** JSON of the notice's hearings; absent on notices recorded before they were. */
  readonly hearings?: string;
  /** JSON of the notice's deadlines; absent on notices recorded before they were. */
  readonly deadlines?: string;
  readonly recordedAt: string;
  readonly detectedAt?: string;
  /** JSON array of the portal's corrections; absent when never corrected. */
  readonly corrections?: string;
  readonly withdrawnAt?: string;
}

/** What lists read of a case: everything but its notices and search words. */
export const LIST_FIELDS = { notices: 0, words: 0, terms: 0 } as const;

/** What ranking a search's candidates compares (domain/search-query `Candidate`): a few short fields. */
export const RANKING_FIELDS = {
  _id: 0,
  caseId: 1,
  publicationDate: 1,
  companyName: 1,
  legalForm: 1,
  caseNumber: 1,
  court: 1,
  registerType: 1,
  registerNumber: 1,
  registerCourt: 1,
} as const;

export function candidate(doc: CaseDocument): Candidate {
  return {
    id: doc.caseId,
    publicationDate: doc.publicationDate,
    companyName: doc.companyName,
    legalForm: doc.legalForm ?? null,
    caseNumber: doc.caseNumber,
    court: doc.court ?? null,
    registerType: doc.registerType ?? null,
    registerNumber: doc.registerNumber ?? null,
    registerCourt: doc.registerCourt ?? null,
  };
}

/** The search order: newest publication first, ties by the higher case id. */
export const NEWEST_FIRST = { publicationDate: -1, caseId: -1 } as const;

export function caseRecord(doc: CaseDocument): CaseRecord {
  return {
    id: doc.caseId,
    companyName: doc.companyName,
    debtorKind: doc.debtorKind,
    legalForm: doc.legalForm ?? null,
    court: doc.court,
    caseNumber: doc.caseNumber,
    status: doc.status,
    procedureType: doc.procedureType,
    publicationType: doc.publicationType,
    publicationDate: doc.publicationDate,
    firstPublicationDate: doc.firstPublicationDate,
    detectedAt: doc.detectedAt ?? null,
    address: doc.address ?? null,
    postalCode: doc.postalCode ?? null,
    city: doc.city ?? null,
    description: doc.description ?? null,
    administrator: doc.administrator ?? null,
    state: doc.state ?? null,
    registerCourt: doc.registerCourt ?? null,
    registerType: doc.registerType ?? null,
    registerNumber: doc.registerNumber ?? null,
    noticeCount: doc.noticeCount,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt ?? null,
  };
}

export function caseDetailRecord(doc: CaseDocument): CaseDetailRecord {
  return {
    ...caseRecord(doc),
    claimsDeadline: doc.claimsDeadline ?? null,
    administratorContact: doc.administratorContact ? (JSON.parse(doc.administratorContact) as Administrator) : null,
  };
}

export function noticeRecord(doc: NoticeDocument): NoticeRecord {
  return {
    seq: doc.seq,
    fingerprint: doc.fingerprint,
    publicationDate: doc.publicationDate,
    publicationType: doc.publicationType,
    decisionDate: doc.decisionDate ?? null,
    status: doc.status,
    administrator: doc.administrator ?? null,
    text: doc.text,
    hearings: doc.hearings === undefined ? null : (JSON.parse(doc.hearings) as Hearing[]),
    deadlines: doc.deadlines ? (JSON.parse(doc.deadlines) as Deadline[]) : null,
    recordedAt: doc.recordedAt,
    detectedAt: doc.detectedAt ?? doc.recordedAt,
    corrections: doc.corrections ? (JSON.parse(doc.corrections) as NoticeCorrectionRecord[]) : [],
    withdrawnAt: doc.withdrawnAt ?? null,
  };
}

export function importedCase(doc: Pick<CaseDocument, 'caseId' | 'companyName' | 'court' | 'createdAt'>): ImportedCase {
  return { id: doc.caseId, companyName: doc.companyName, court: doc.court, createdAt: doc.createdAt };
}
