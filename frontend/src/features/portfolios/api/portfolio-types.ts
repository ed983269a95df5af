/**
 * The portfolio API's shapes (issue #31, docs of the lead's contract `portfolio-contract.md`): the server
 * (backend/src/portfolios) is the source; these mirror it for the SPA, which cannot import backend code.
 */
import type { DeliveryMode } from '../../../components/forms/delivery-mode-field';

/** The same words as the alerts' delivery modes, and `aus`: no mails (set by a mail's unsubscribe link too). */
export type PortfolioMode = DeliveryMode | 'aus';

export type MatchingState = 'wartet' | 'läuft' | 'fertig';

export interface StateCounts {
  treffer: number;
  pruefen: number;
  keinTreffer: number;
}

export interface PortfolioSummary {
  id: string;
  name: string;
  mode: PortfolioMode;
  rowCount: number;
  counts: StateCounts;
  lastUpload: { fileName: string; confirmedAt: string } | null;
  matching: { state: MatchingState; done: number; total: number };
  /** The newest upload neither taken over nor failed: the wizard to go back to (a new file replaces it). */
  openUpload: { id: string; fileName: string; state: UploadState; createdAt: string } | null;
  createdAt: string;
}

export interface PortfolioList {
  items: PortfolioSummary[];
  limit: { maxRows: number; usedRows: number };
}

export interface PortfolioInput {
  name: string;
  mode: PortfolioMode;
}

/** The fields of a row, in the order of the file format (backend/src/portfolios/domain/portfolio-row.ts). */
export const PORTFOLIO_FIELDS = [
  'customerNumber',
  'name',
  'legalForm',
  'street',
  'postalCode',
  'city',
  'registerCourt',
  'registerType',
  'registerNumber',
  'vatId',
] as const;
export type PortfolioField = (typeof PORTFOLIO_FIELDS)[number];

export const FIELD_LABELS: Readonly<Record<PortfolioField, string>> = {
  customerNumber: 'Kundennummer',
  name: 'Name',
  legalForm: 'Rechtsform',
  street: 'Straße',
  postalCode: 'PLZ',
  city: 'Ort',
  registerCourt: 'Registergericht',
  registerType: 'Registerart',
  registerNumber: 'Registernummer',
  vatId: 'USt-IdNr.',
};

export type UploadState =
  'wird gelesen' | 'zuordnen' | 'wird geprüft' | 'bereit' | 'wird übernommen' | 'übernommen' | 'fehlgeschlagen';

/** Column index of the file per field; null: not in the file. */
export type ColumnMapping = Record<PortfolioField, number | null>;

export interface ValidationProblem {
  line: number;
  field: PortfolioField | null;
  message: string;
}

export interface DiffExample {
  customerNumber: string | null;
  name: string;
}

export interface UploadDiff {
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
  examples: {
    added: DiffExample[];
    changed: (DiffExample & { fields: PortfolioField[] })[];
    removed: DiffExample[];
  };
}

export interface UploadView {
  id: string;
  fileName: string;
  state: UploadState;
  progress: { done: number; total: number };
  /** German message when the state is 'fehlgeschlagen'. */
  error: string | null;
  headers: string[];
  mapping: ColumnMapping;
  /** The first data rows as read. */
  sample: string[][];
  validation: { valid: number; invalid: number; problems: ValidationProblem[] } | null;
  diff: UploadDiff | null;
}

export type RowState = 'Treffer' | 'Prüfen' | 'Kein Treffer';
export const ROW_STATES: readonly RowState[] = ['Treffer', 'Prüfen', 'Kein Treffer'];

export interface CaseMatchView {
  caseId: number;
  rule: string;
  /** German: "Registernummer", "Name und PLZ", "Ähnlicher Name", "Von Ihnen bestätigt", … */
  ruleLabel: string;
  score: number;
  /** German: why this case was found. */
  reason: string;
  companyName: string;
  court: string;
  caseNumber: string;
  status: string;
  procedureType: string;
  bundesland: string;
  publicationDate: string;
  administrator: string | null;
  claimsDeadline: string | null;
  postalCode: string;
  city: string;
  register: string | null;
}

export interface RowView {
  rowId: string;
  customerNumber: string | null;
  name: string;
  legalForm: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  register: string | null;
  state: RowState;
  rule: string | null;
  hits: CaseMatchView[];
  candidates: CaseMatchView[];
}

/** GET /portfolios/:id/rows: the filters of the screen; empty values are left out of the query. */
export interface RowsRequest {
  portfolioId: string;
  state: RowState;
  q?: string;
  bundesland?: string;
  verfahrensart?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

export interface RowsResponse {
  items: RowView[];
  total: number;
  counts: StateCounts;
}

export type Verdict = 'confirmed' | 'rejected';
export type ExportFormat = 'csv' | 'xlsx';
