import type { Hearing } from '../domain/case-notice.js';
import { normaliseNoticeText } from '../notice-parser/normalise-text.js';
import { findHearings } from '../notice-parser/parse-notice.js';
import type { NoticeRow } from './case-timeline.js';

export interface CaseHearing extends Hearing {
  /** Stable within the case: date, time and kind ("2026-03-16T09:30-pruefungstermin"). */
  readonly id: string;
  /** Publication date of the notice that announced it. */
  readonly announcedOn: string;
}

function hearingsOf(row: NoticeRow): readonly Hearing[] {
  if (row.hearings !== null) return JSON.parse(row.hearings) as Hearing[];
  // Recorded before notices carried their hearings: read them from the text now.
  return findHearings(normaliseNoticeText(row.text).text);
}

/**
 * Every hearing the case's notices announce, by date and time. When several notices announce a hearing at the same
 * date and time (an opening and its re-publication, a postponement notice), it is listed once, as the latest
 * notice words it.
 */
export function caseHearings(rows: readonly NoticeRow[]): CaseHearing[] {
  const newestFirst = [...rows].sort((a, b) => b.publication_date.localeCompare(a.publication_date) || b.seq - a.seq);
  const byMoment = new Map<string, CaseHearing>();
  for (const row of newestFirst) {
    for (const hearing of hearingsOf(row)) {
      const moment = `${hearing.date}T${hearing.time ?? ''}`;
      if (byMoment.has(moment)) continue;
      byMoment.set(moment, {
        ...hearing,
        id: `${hearing.date}${hearing.time ? `T${hearing.time}` : ''}-${hearing.kind}`,
        announcedOn: row.publication_date,
      });
    }
  }
  return [...byMoment.values()].sort((a, b) => `${a.date}T${a.time ?? ''}`.localeCompare(`${b.date}T${b.time ?? ''}`));
}
