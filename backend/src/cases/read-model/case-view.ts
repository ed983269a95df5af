import type { CaseRecord } from './case-queries.port.js';

/** The API shape of a case in lists and on the case page (docs/SPEC.md §3). */
export interface CaseView {
  id: number;
  companyName: string;
  court: string;
  caseNumber: string;
  status: string;
  procedureType: string;
  publicationType: string;
  publicationDate: string;
  firstPublicationDate: string;
  /** When we detected the notice the case shows (ISO instant), beside its publication date; null: not known. */
  detectedAt: string | null;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  description: string | null;
  administrator: string | null;
  state: string | null;
  debtorKind: string;
  legalForm: string | null;
  register: { court: string | null; type: string | null; number: string | null } | null;
  noticeCount: number;
  createdAt: string;
  updatedAt: string | null;
}

/** List views carry the beginning of the notice text only; the detail view has all of it. */
const LIST_DESCRIPTION_LENGTH = 600;

export function toCaseView(record: CaseRecord, options: { fullText: boolean }): CaseView {
  const description =
    record.description && !options.fullText && record.description.length > LIST_DESCRIPTION_LENGTH
      ? `${record.description.slice(0, LIST_DESCRIPTION_LENGTH).trimEnd()} …`
      : record.description;
  return {
    id: record.id,
    companyName: record.companyName,
    court: record.court,
    caseNumber: record.caseNumber,
    status: record.status,
    procedureType: record.procedureType,
    publicationType: record.publicationType,
    publicationDate: record.publicationDate,
    firstPublicationDate: record.firstPublicationDate,
    detectedAt: record.detectedAt,
    address: record.address,
    postalCode: record.postalCode,
    city: record.city,
    description,
    administrator: record.administrator,
    state: record.state,
    debtorKind: record.debtorKind,
    legalForm: record.legalForm,
    register:
      record.registerType || record.registerNumber
        ? { court: record.registerCourt, type: record.registerType, number: record.registerNumber }
        : null,
    noticeCount: record.noticeCount,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
