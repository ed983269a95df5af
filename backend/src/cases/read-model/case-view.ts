/** A row of `rm_cases` (projections/src/read-models/cases) and its API shape (SPEC.md §3). */
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

export function toCaseView(row: CaseRow, options: { fullText: boolean }): CaseView {
  const description =
    row.description && !options.fullText && row.description.length > LIST_DESCRIPTION_LENGTH
      ? `${row.description.slice(0, LIST_DESCRIPTION_LENGTH).trimEnd()} …`
      : row.description;
  return {
    id: row.id,
    companyName: row.company_name,
    court: row.court,
    caseNumber: row.case_number,
    status: row.status,
    procedureType: row.procedure_type,
    publicationType: row.publication_type,
    publicationDate: row.publication_date,
    firstPublicationDate: row.first_publication_date,
    address: row.address,
    postalCode: row.postal_code,
    city: row.city,
    description,
    administrator: row.administrator,
    state: row.state,
    debtorKind: row.debtor_kind,
    legalForm: row.legal_form,
    register:
      row.register_type || row.register_number
        ? { court: row.register_court, type: row.register_type, number: row.register_number }
        : null,
    noticeCount: row.notice_count,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
