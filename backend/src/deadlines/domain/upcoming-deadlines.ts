/**
 * "Meine Fristen" (issue #32 part 4): the upcoming deadlines of the cases a user watches, one row per deadline,
 * filtered and counted in Berlin calendar days. Pure: the cases' deadlines come in, rows go out.
 */

/** One dated deadline of a watched case (what the cases module answers, flattened). */
export interface WatchedDeadline {
  readonly caseId: number;
  readonly companyName: string;
  readonly court: string;
  readonly caseNumber: string;
  /** Stable within the case ("2026-03-16T09:30-pruefungstermin"). */
  readonly deadlineId: string;
  readonly kind: string;
  readonly label: string;
  readonly date: string;
  readonly time: string | null;
  readonly place: string | null;
  readonly sentence: string;
  /** Why the user watches the case: alerts, saved searches, portfolio rows ("Portfolio … · Kundennummer …"). */
  readonly sources: readonly { readonly kind: string; readonly label: string }[];
}

export interface UpcomingDeadline extends WatchedDeadline {
  /** Calendar days from today (Berlin) to the deadline: 0 today, 1 tomorrow. */
  readonly daysRemaining: number;
}

export interface DeadlineFilter {
  /** First day (ISO); never before today. */
  readonly from: string;
  /** Last day (ISO), inclusive; none: open. */
  readonly to?: string | null;
  readonly kinds?: readonly string[];
  /** Part of the company name, Aktenzeichen or court, any letter case and umlaut spelling. */
  readonly company?: string | null;
  /** Only cases watched through one of these kinds of source (`benachrichtigungen`, `suchprofile`, `portfolios`). */
  readonly sources?: readonly string[];
}

const DAY_MS = 86_400_000;

/** Whole calendar days from `from` to `to` (ISO days): counted on dates, so a DST change never shifts it. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The ISO day `days` after `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Lower case, umlauts and ß spelled out, so "Mueller" finds "Müller". */
export function foldForFilter(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The rows in the filter's period (and kinds, and company), by date, time, company; with days remaining. */
export function upcomingDeadlines(
  deadlines: readonly WatchedDeadline[],
  today: string,
  filter: DeadlineFilter,
): UpcomingDeadline[] {
  const from = filter.from < today ? today : filter.from;
  const kinds = filter.kinds && filter.kinds.length > 0 ? new Set(filter.kinds) : null;
  const company = filter.company ? foldForFilter(filter.company) : null;
  const sources = filter.sources && filter.sources.length > 0 ? new Set(filter.sources) : null;
  return deadlines
    .filter((deadline) => deadline.date >= from && (!filter.to || deadline.date <= filter.to))
    .filter((deadline) => !kinds || kinds.has(deadline.kind))
    .filter((deadline) => !sources || deadline.sources.some((source) => sources.has(source.kind)))
    .filter(
      (deadline) =>
        !company ||
        foldForFilter(`${deadline.companyName} | ${deadline.caseNumber} | ${deadline.court}`).includes(company),
    )
    .map((deadline) => ({ ...deadline, daysRemaining: daysBetween(today, deadline.date) }))
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        (a.time ?? '').localeCompare(b.time ?? '') ||
        a.companyName.localeCompare(b.companyName, 'de') ||
        a.caseId - b.caseId ||
        a.deadlineId.localeCompare(b.deadlineId),
    );
}
