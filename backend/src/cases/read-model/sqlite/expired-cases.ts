import type { DatabaseSync } from 'node:sqlite';
import { readModelMissing } from '../../../platform/read-store/sqlite/read-model-missing.js';
import type { CaseStatisticsFacts, DebtorKind, KnownListing } from '../../domain/events.js';
import type { ExpiredCase, ExpiredCursor } from '../retention-queries.port.js';
import type { CleanupCutoffs } from '../../domain/retention-run-events.js';

/** Queries of the cases read model for the cleanup; a read model that does not exist yet holds nothing. */
export class ExpiredCases {
  constructor(private readonly db: DatabaseSync) {}

  /**
   * How many cases are due now (the progress bar's total). Two counts through the narrow (debtor_kind,
   * publication_date) index, as the admin dashboard counts them: the OR of both kinds read every row of the wide
   * table, 1.2 s on the event loop at 100,000 cases (the start of a cleanup, in its POST request; issue #33).
   */
  count(cutoffs: CleanupCutoffs): number {
    return this.guard(0, () => {
      const row = this.db
        .prepare(
          `SELECT (SELECT count(*) FROM rm_cases INDEXED BY rm_cases_by_kind_date
                   WHERE debtor_kind = 'company' AND publication_date <= ?)
                + (SELECT count(*) FROM rm_cases INDEXED BY rm_cases_by_kind_date
                   WHERE debtor_kind <> 'company' AND publication_date <= ?) AS n`,
        )
        .get(cutoffs.companies, cutoffs.individuals);
      return (row as { n: number }).n;
    });
  }

  /**
   * The next due cases after `after`, in publication-date order (a batch of the run): deleting neighbours in the
   * date-ordered search indexes touches far fewer pages than deleting in (random) id order.
   */
  page(cutoffs: CleanupCutoffs, after: ExpiredCursor, limit: number): ExpiredCase[] {
    // One range of the date index in result order (an OR of the two kinds would collect and sort every due row).
    const sql = `SELECT id, case_key AS caseKey, debtor_kind AS debtorKind, notice_count AS noticeCount,
         publication_date AS publicationDate FROM rm_cases
       WHERE (publication_date, id) > (?, ?) AND publication_date <= ?
         AND publication_date <= CASE WHEN +debtor_kind = 'company' THEN ? ELSE ? END
       ORDER BY publication_date, id LIMIT ?`;
    const latest = cutoffs.companies > cutoffs.individuals ? cutoffs.companies : cutoffs.individuals;
    return this.guard([], () => {
      const rows = this.db
        .prepare(sql)
        .all(after.publicationDate, after.id, latest, cutoffs.companies, cutoffs.individuals, limit);
      return rows as unknown as ExpiredCase[];
    });
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

  /**
   * The statistics facts the historical statistics counted for the given cases (read model `historical-stats`),
   * by case id: for an erasure whose case stream an interrupted attempt already deleted.
   */
  statisticsFacts(caseIds: readonly number[]): Map<number, CaseStatisticsFacts> {
    const byCase = new Map<number, CaseStatisticsFacts>();
    if (caseIds.length === 0) return byCase;
    const rows = this.guard(
      [],
      () =>
        this.db
          .prepare(
            `SELECT case_id, day, state, court, procedure_type, legal_form, debtor_kind FROM rm_history_open_cases
           WHERE case_id IN (SELECT value FROM json_each(?))`,
          )
          .all(JSON.stringify(caseIds)) as unknown as ({ case_id: number; procedure_type: string } & Record<
          'day' | 'state' | 'court' | 'legal_form' | 'debtor_kind',
          string
        >)[],
    );
    for (const row of rows) {
      byCase.set(row.case_id, {
        day: row.day,
        state: row.state,
        court: row.court,
        procedureType: row.procedure_type as CaseStatisticsFacts['procedureType'],
        legalForm: row.legal_form,
        debtorKind: row.debtor_kind as DebtorKind,
      });
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
