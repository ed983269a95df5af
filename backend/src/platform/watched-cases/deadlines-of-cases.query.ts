import { Query } from '@nestjs/cqrs';

/** One dated deadline of a case as the cases module answers it (kinds: `cases/domain/deadline.ts`). */
export interface CaseDeadlineEntry {
  /** Stable within the case ("2026-03-16T09:30-pruefungstermin"). */
  readonly id: string;
  readonly kind: string;
  /** German name of the kind ("Anmeldefrist"). */
  readonly label: string;
  /** ISO day. */
  readonly date: string;
  /** Berlin wall-clock "HH:MM" of a hearing, else null. */
  readonly time: string | null;
  readonly place: string | null;
  /** The sentence of the notice it was read from. */
  readonly sentence: string;
}

/** A case with its dated deadlines (those without a date are left out). */
export interface CaseWithDeadlines {
  readonly caseId: number;
  readonly companyName: string;
  readonly court: string;
  readonly caseNumber: string;
  readonly deadlines: readonly CaseDeadlineEntry[];
}

/**
 * The deadlines of these cases (issue #32 part 4), answered by the cases module through the QueryBus: the
 * deadlines module reads case data without importing the cases module's internals. Unknown (erased) cases are
 * left out; the answer keeps the order of `caseIds`.
 */
export class DeadlinesOfCasesQuery extends Query<CaseWithDeadlines[]> {
  constructor(readonly caseIds: readonly number[]) {
    super();
  }
}

/**
 * Of these cases, in their order, those with a dated deadline on or after `from` (ISO day): "Meine Fristen", its
 * calendar feed and the reminders read only these with their notices (`DeadlinesOfCasesQuery`). May name a case with
 * nothing ahead after all (the read models keep each case's last deadline, which a correction never moves earlier),
 * never leaves one out that has a deadline ahead; unknown (erased) cases are left out.
 */
export class CasesWithDeadlinesAheadQuery extends Query<number[]> {
  constructor(
    readonly caseIds: readonly number[],
    readonly from: string,
  ) {
    super();
  }
}
