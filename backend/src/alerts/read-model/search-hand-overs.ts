import type { UnsettledHandOver } from './ports/search-alert-matches.port.js';

/** One stored hand-over row; key and date are null when the case was no longer pending at the hand-over. */
export interface HandOverRow {
  readonly mailKey: string;
  readonly savedSearchId: string;
  readonly caseId: number;
  readonly caseKey?: string | null;
  readonly publicationDate?: string | null;
}

/**
 * Rows sorted by mail key and saved search as one unsettled hand-over per (mail, saved search). A row without the
 * pending match's key has nothing to hand back (it was not pending): it only settles with its mail.
 */
export function groupHandOvers(rows: readonly HandOverRow[]): UnsettledHandOver[] {
  const groups = new Map<
    string,
    { mailKey: string; savedSearchId: string; cases: UnsettledHandOver['cases'][number][] }
  >();
  for (const row of rows) {
    const id = `${row.mailKey}\u0000${row.savedSearchId}`;
    const group = groups.get(id) ?? { mailKey: row.mailKey, savedSearchId: row.savedSearchId, cases: [] };
    groups.set(id, group);
    if (row.caseKey && row.publicationDate) {
      group.cases.push({ caseId: row.caseId, caseKey: row.caseKey, publicationDate: row.publicationDate });
    }
  }
  return [...groups.values()];
}
