/** How many of a user's watched cases a list of deadlines covers (`WatchedDeadlines.of`). */
export interface WatchedCoverage {
  /** Cases whose deadlines were read. */
  readonly watchedCases: number;
  /** Older watched cases with a deadline ahead left out (beyond `MAX_CASES_READ`). */
  readonly omittedCases: number;
}

const count = (n: number) => new Intl.NumberFormat('de-DE').format(n);

/**
 * The German note that the deadlines of older watched cases are missing, as "Meine Fristen" shows it; null when
 * every watched case was read. The calendar feed and the reminder mail say it too: without it, a subscribed
 * calendar or a reminder would leave a deadline out without a word.
 */
export function omittedCasesNote({ watchedCases, omittedCases }: WatchedCoverage): string | null {
  if (omittedCases <= 0) return null;
  return (
    `Sie beobachten ${count(watchedCases + omittedCases)} Verfahren. Enthalten sind die Fristen der neuesten ` +
    `Verfahren; ${count(omittedCases)} ältere Verfahren mit anstehenden Fristen sind nicht berücksichtigt.`
  );
}
