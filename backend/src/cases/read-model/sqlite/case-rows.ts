import type { Administrator, Hearing } from '../../domain/case-notice.js';
import type { Deadline } from '../../domain/deadline.js';
import type { CaseDetailRecord, CaseRecord, NoticeCorrectionRecord, NoticeRecord } from '../case-queries.port.js';

/** A row of `rm_cases` (projections/src/read-models/cases/cases.schema.ts), the columns the lists read. */
export interface CaseRow {
  id: number;
  company_name: string;
  debtor_kind: string;
  legal_form: string | null;
  court: string;
  case_number: string;
  status: string;
  procedure_type: string;
  publication_type: string;
  publication_date: string;
  first_publication_date: string;
  /** Null in a read model built before detection times (the next rebuild fills it). */
  detected_at: string | null;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  description: string | null;
  administrator: string | null;
  state: string | null;
  register_court: string | null;
  register_type: string | null;
  register_number: string | null;
  notice_count: number;
  created_at: string;
  updated_at: string | null;
}

/**
 * The columns of a `CaseRow` (what result lists show), as a list of `rm_cases c`: not `c.*`, whose keys, position
 * and the administrator's contact JSON (about 400 of 1,100 bytes of a row) the lists never read.
 */
export const CASE_ROW_COLUMNS = [
  'id',
  'company_name',
  'debtor_kind',
  'legal_form',
  'court',
  'case_number',
  'status',
  'procedure_type',
  'publication_type',
  'publication_date',
  'first_publication_date',
  'detected_at',
  'address',
  'postal_code',
  'city',
  'description',
  'administrator',
  'state',
  'register_court',
  'register_type',
  'register_number',
  'notice_count',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof CaseRow)[];

export const CASE_ROW_SELECT = CASE_ROW_COLUMNS.map((column) => `c.${column}`).join(', ');

/** A row of `rm_cases` with the columns only the detail reads. */
export interface CaseDetailRow extends CaseRow {
  claims_deadline: string | null;
  /** JSON of the latest notice's `Administrator`. */
  administrator_contact: string | null;
}

/** A row of `rm_case_notices`. */
export interface NoticeRow {
  seq: number;
  fingerprint: string;
  publication_date: string;
  publication_type: string;
  decision_date: string | null;
  status: string;
  administrator: string | null;
  text: string;
  /** JSON of the notice's hearings; null on notices recorded before they were. */
  hearings: string | null;
  /** JSON of the notice's deadlines; null on notices recorded before they were. */
  deadlines: string | null;
  recorded_at: string;
  detected_at: string | null;
  /** JSON array of the portal's corrections; null when never corrected. */
  corrections: string | null;
  withdrawn_at: string | null;
}

export function caseRecord(row: CaseRow): CaseRecord {
  return {
    id: row.id,
    companyName: row.company_name,
    debtorKind: row.debtor_kind,
    legalForm: row.legal_form,
    court: row.court,
    caseNumber: row.case_number,
    status: row.status,
    procedureType: row.procedure_type,
    publicationType: row.publication_type,
    publicationDate: row.publication_date,
    firstPublicationDate: row.first_publication_date,
    detectedAt: row.detected_at ?? null,
    address: row.address,
    postalCode: row.postal_code,
    city: row.city,
    description: row.description,
    administrator: row.administrator,
    state: row.state,
    registerCourt: row.register_court,
    registerType: row.register_type,
    registerNumber: row.register_number,
    noticeCount: row.notice_count,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function caseDetailRecord(row: CaseDetailRow): CaseDetailRecord {
  return {
    ...caseRecord(row),
    claimsDeadline: row.claims_deadline,
    administratorContact: row.administrator_contact ? (JSON.parse(row.administrator_contact) as Administrator) : null,
  };
}

export function noticeRecord(row: NoticeRow): NoticeRecord {
  return {
    seq: row.seq,
    fingerprint: row.fingerprint,
    publicationDate: row.publication_date,
    publicationType: row.publication_type,
    decisionDate: row.decision_date,
    status: row.status,
    administrator: row.administrator,
    text: row.text,
    hearings: row.hearings === null ? null : (JSON.parse(row.hearings) as Hearing[]),
    deadlines: row.deadlines ? (JSON.parse(row.deadlines) as Deadline[]) : null,
    recordedAt: row.recorded_at,
    detectedAt: row.detected_at ?? row.recorded_at,
    corrections: row.corrections ? (JSON.parse(row.corrections) as NoticeCorrectionRecord[]) : [],
    withdrawnAt: row.withdrawn_at ?? null,
  };
}
