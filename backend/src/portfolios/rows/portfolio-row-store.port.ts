import type { PortfolioMode } from '../domain/events.js';
import type { Verdict } from '../domain/matching/match-row.js';
import type { PortfolioField, PortfolioRow } from '../domain/portfolio-row.js';

/**
 * The portfolios' primary data that is no event (README "Portfolios", storage decision): the portfolios'
 * directory entries (written by the command handlers next to their events), the uploads with their state and
 * the file bytes until they are confirmed or discarded, the current rows and the user's decisions. Erased with
 * the portfolio (`erasePortfolio`). Adapters: the read-model database (SQLite) and MongoDB.
 */
export const PORTFOLIO_ROW_STORE = Symbol('PORTFOLIO_ROW_STORE');

/** rowId: stable per portfolio and customer number (`k:<customerNumber>`); rows without one: `n:<upload>:<line>`. */
export interface StoredPortfolioRow extends PortfolioRow {
  readonly rowId: string;
}

export interface PortfolioRecord {
  readonly id: string;
  readonly ownerId: string;
  readonly name: string;
  readonly mode: PortfolioMode;
  readonly createdAt: string;
  readonly rowCount: number;
  /** The upload whose rows are the current ones (null: none confirmed yet). */
  readonly currentUploadId: string | null;
  readonly lastUpload: { readonly fileName: string; readonly confirmedAt: string } | null;
}

export type UploadState =
  'wird gelesen' | 'zuordnen' | 'wird geprüft' | 'bereit' | 'wird übernommen' | 'übernommen' | 'fehlgeschlagen';

/** States the upload job works on (the others wait for the user or are final). */
export const WORKING_STATES: readonly UploadState[] = ['wird gelesen', 'wird geprüft', 'wird übernommen'];

export type UploadMapping = Record<PortfolioField, number | null>;

export interface UploadValidation {
  readonly valid: number;
  readonly invalid: number;
  readonly problems: readonly { line: number; field: PortfolioField | null; message: string }[];
}

export interface UploadDiff {
  readonly added: number;
  readonly changed: number;
  readonly removed: number;
  readonly unchanged: number;
  readonly examples: {
    readonly added: readonly { customerNumber: string | null; name: string }[];
    readonly changed: readonly { customerNumber: string | null; name: string; fields: readonly PortfolioField[] }[];
    readonly removed: readonly { customerNumber: string | null; name: string }[];
  };
}

/** What of an upload changes as it goes through its states. */
export interface UploadProgress {
  readonly state: UploadState;
  readonly progress: { readonly done: number; readonly total: number };
  readonly error: string | null;
  readonly headers: readonly string[];
  readonly mapping: UploadMapping | null;
  readonly sample: readonly (readonly string[])[];
  readonly validation: UploadValidation | null;
  readonly diff: UploadDiff | null;
}

export interface UploadRecord extends UploadProgress {
  readonly id: string;
  readonly portfolioId: string;
  readonly ownerId: string;
  readonly fileName: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface ReplaceRowsOptions {
  readonly batchSize: number;
  readonly onProgress?: (done: number, total: number) => Promise<void>;
  readonly fileName: string;
  readonly confirmedAt: string;
}

export interface PortfolioRowStore {
  /** Every current row of the portfolio, in batches ordered by rowId (100,000 rows never need one array). */
  rowsOf(portfolioId: string, batchSize: number): AsyncIterable<StoredPortfolioRow[]>;
  rowsById(portfolioId: string, rowIds: readonly string[]): Promise<StoredPortfolioRow[]>;
  /** The user's decisions of a portfolio: rowId → caseId → verdict. */
  decisionsOf(portfolioId: string): Promise<ReadonlyMap<string, ReadonlyMap<number, Verdict>>>;
  saveDecision(portfolioId: string, rowId: string, caseId: number, verdict: Verdict): Promise<void>;

  /** Adds a portfolio's directory entry (a repeat with the same id keeps the first). */
  addPortfolio(record: Pick<PortfolioRecord, 'id' | 'ownerId' | 'name' | 'mode' | 'createdAt'>): Promise<void>;
  updatePortfolio(portfolioId: string, changes: Partial<Pick<PortfolioRecord, 'name' | 'mode'>>): Promise<void>;
  portfolio(portfolioId: string): Promise<PortfolioRecord | null>;
  /** The owner's portfolios, oldest first. */
  portfoliosOf(ownerId: string): Promise<PortfolioRecord[]>;
  /** Users with at least one portfolio, once each, ascending ("Meine Fristen" reminders go through them). */
  portfolioOwners(): Promise<string[]>;
  /** Current rows over all the owner's portfolios (the plan limit counts them). */
  usedRows(ownerId: string): Promise<number>;

  /** Stores a new upload in state 'wird gelesen' with its file. */
  addUpload(
    upload: Pick<UploadRecord, 'id' | 'portfolioId' | 'ownerId' | 'fileName' | 'createdAt'>,
    file: Buffer,
  ): Promise<void>;
  upload(uploadId: string): Promise<UploadRecord | null>;
  /** The portfolio's uploads, newest first. */
  uploadsOf(portfolioId: string): Promise<UploadRecord[]>;
  /**
   * Changes an upload's progress; final states ('übernommen', 'fehlgeschlagen') delete its file. With `endLease`
   * the step's lease ends in the same write: a step's outcome lets the user's next action (mapping, confirmation)
   * follow at once, and no later write of the worker to the same upload can race that action (a store whose
   * single-document updates are not atomic, like the FerretDB test server, loses one of two concurrent updates).
   */
  updateUpload(
    uploadId: string,
    changes: Partial<UploadProgress>,
    at: string,
    options?: { readonly endLease?: boolean },
  ): Promise<void>;
  /** The uploaded bytes; null once confirmed, failed or discarded. */
  fileOf(uploadId: string): Promise<Buffer | null>;
  /**
   * Takes an upload in a working state whose lease ran out (or never had one) for `leaseMs`: the job of one
   * process works on it; a crashed process's upload is taken again after the lease.
   */
  claimUpload(now: Date, leaseMs: number): Promise<UploadRecord | null>;
  /** Extends the lease of an upload being worked on. */
  renewLease(uploadId: string, until: Date): Promise<void>;
  /** Ends the lease of an upload whose step is done (its next step may be taken at once). */
  endLease(uploadId: string): Promise<void>;
  /** Ends every lease (a single process starting again: nothing else works on them). */
  releaseLeases(): Promise<void>;
  /** Removes an unconfirmed upload with its file and any rows staged for it. */
  discardUpload(uploadId: string): Promise<void>;
  /** Uploads neither confirmed nor failed that were created before `before` (to be discarded after 24 h). */
  staleUploads(before: string): Promise<string[]>;
  /**
   * Removes uploaded files (customer lists: names, addresses) whose upload ended or is gone, as a store whose
   * writes are not atomic (MongoDB: state, then file) may leave them after a crash between two writes; how many
   * uploads' files went.
   */
  dropLeftoverFiles(): Promise<number>;

  /**
   * Makes `rows` the portfolio's rows, all or nothing: they are written under the upload in batches
   * (`onProgress`), then switched to at once (SQLite: one transaction; MongoDB: the portfolio's pointer); the
   * previous rows and the decisions of rows that are gone are removed. A repeat after the switch does nothing.
   */
  replaceRows(
    portfolioId: string,
    uploadId: string,
    rows: readonly StoredPortfolioRow[],
    options: ReplaceRowsOptions,
  ): Promise<void>;

  /** Removes the portfolio's entry, uploads, files, rows and decisions. */
  erasePortfolio(portfolioId: string): Promise<void>;
  /**
   * Removes every portfolio of the owner as `erasePortfolio` does, and any upload of the owner whatever its
   * portfolio (the account's erasure); answers the ids of the portfolios that were the owner's. Idempotent.
   */
  eraseOwner(ownerId: string): Promise<string[]>;
}
