/**
 * Limits of an uploaded customer list (issue #31). The row limit is the plan's (default 100,000 rows per
 * portfolio) and is passed in; the others protect the server whatever the plan.
 */
export interface FileLimits {
  /** Data rows (the header not counted). */
  readonly maxRows: number;
  /** Bytes of the uploaded file. */
  readonly maxBytes: number;
  /** Declared uncompressed bytes of all entries of an XLSX (a 100,000-row sheet has some 30–60 MB). */
  readonly maxUnpackedBytes: number;
  /** Declared uncompressed / compressed size of one entry: spreadsheets XML compresses 5–20 fold, bombs 1000 fold. */
  readonly maxRatio: number;
  /** Entries of an XLSX: a workbook has a few dozen. */
  readonly maxEntries: number;
  /** Columns read per row: customer lists have a dozen or two. */
  readonly maxColumns: number;
}

export const DEFAULT_MAX_ROWS = 100_000;
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

/**
 * Uploads of one account the upload job still has to work on (being read, checked or taken over): the job works
 * through all accounts' uploads one at a time, so one account's stack of files would hold back everyone else's
 * for as long as it takes to read them. Uploads waiting for the user (mapping, confirmation) do not count: they
 * cost the job nothing, and one left behind in another tab must not block the next.
 */
export const MAX_WORKING_UPLOADS = 3;

/**
 * Unfinished uploads of one account over all its portfolios (being worked on or waiting for the user): each keeps
 * its file (up to 50 MB of customer data) until it is taken over, discarded or 24 h old. A new file replaces the
 * same portfolio's upload waiting for the user, so this only stops files parked in many portfolios.
 */
export const MAX_OPEN_UPLOADS = 5;

export const DEFAULT_LIMITS: FileLimits = {
  maxRows: DEFAULT_MAX_ROWS,
  maxBytes: MAX_FILE_BYTES,
  maxUnpackedBytes: 400 * 1024 * 1024,
  maxRatio: 200,
  maxEntries: 1000,
  maxColumns: 200,
};

/** "100.000", as German texts write numbers. */
export const germanNumber = (n: number) => n.toLocaleString('de-DE');
