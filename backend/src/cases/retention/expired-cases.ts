import type { DatabaseSync } from 'node:sqlite';
import { readModelMissing } from '../../platform/read-store/read-model-missing.js';
import type { DebtorKind, KnownListing } from '../domain/events.js';
import type { CleanupCutoffs } from '../domain/retention-run-events.js';

export interface ExpiredCase {
  readonly id: number;
  readonly case_key: string;
  readonly debtor_kind: DebtorKind;
  /** Notice events of the case the read model has applied. */
  readonly notice_count: number;
}

const DUE = `(debtor_kind = 'company' AND publication_date <= ?) OR (debtor_kind <> 'company' AND publication_date <= ?)`;

/** Queries of the cases read model for the cleanup; a read model that does not exist yet holds nothing. */
export class ExpiredCases {
  constructor(private readonly db: DatabaseSync) {}

  /** How many cases are due now (the progress bar's total). */
  count(cutoffs: CleanupCutoffs): number {
    return this.guard(0, () => {
      const row = this.db
        .prepare(`SELECT count(*) AS n FROM rm_cases WHERE ${DUE}`)
        .get(cutoffs.companies, cutoffs.individuals);
      return (row as { n: number }).n;
    });
  }

  /** The next due cases after case id `afterId`, in id order (a batch of the run). */
  page(cutoffs: CleanupCutoffs, afterId: number, limit: number): ExpiredCase[] {
    return this.guard(
      [],
      () =>
        this.db
          .prepare(
            `SELECT id, case_key, debtor_kind, notice_count FROM rm_cases WHERE id > ? AND (${DUE}) ORDER BY id LIMIT ?`,
          )
          .all(afterId, cutoffs.companies, cutoffs.individuals, limit) as unknown as ExpiredCase[],
    );
  }

  /** Listing hashes of the given cases, by case id (travel with the erasure record; no personal data). */
  knownListings(caseIds: readonly number[]): Map<number, KnownListing[]> {
    const byCase = new Map<number, KnownListing[]>(caseIds.map((id) => [id, []]));
    if (caseIds.length === 0) return byCase;
    const rows = this.guard(
      [],
      () =>
        this.db
          .prepare(
            `SELECT case_id, fingerprint, publication_date FROM rm_known_notices
           WHERE case_id IN (SELECT value FROM json_each(?)) ORDER BY case_id, fingerprint`,
          )
          .all(JSON.stringify(caseIds)) as { case_id: number; fingerprint: string; publication_date: string }[],
    );
    for (const row of rows) {
      byCase.get(row.case_id)?.push({ fingerprint: row.fingerprint, publicationDate: row.publication_date });
    }
    return byCase;
  }

  private guard<T>(empty: T, query: () => T): T {
    try {
      return query();
    } catch (error) {
      if (readModelMissing(error)) return empty;
      throw error;
    }
  }
}
