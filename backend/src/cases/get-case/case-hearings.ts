import type { Hearing } from '../domain/case-notice.js';
import { normaliseNoticeText } from '../notice-parser/normalise-text.js';
import { findHearings } from '../notice-parser/parse-notice.js';
import type { NoticeRecord } from '../read-model/case-queries.port.js';

export interface CaseHearing extends Hearing {
  /** Stable within the case: date, time and kind ("2026-03-16T09:30-pruefungstermin"). */
  readonly id: string;
  /** Publication date of the notice that announced it. */
  readonly announcedOn: string;
}

function hearingsOf(notice: NoticeRecord): readonly Hearing[] {
  if (notice.hearings !== null) return notice.hearings;
  // Recorded before notices carried their hearings: read them from the text now.
  return findHearings(normaliseNoticeText(notice.text).text);
}

/**
 * Every hearing the case's notices announce, by date and time. When several notices announce a hearing at the same
 * date and time (an opening and its re-publication, a postponement notice), it is listed once, as the latest
 * notice words it.
 */
export function caseHearings(notices: readonly NoticeRecord[]): CaseHearing[] {
  const newestFirst = [...notices].sort((a, b) => b.publicationDate.localeCompare(a.publicationDate) || b.seq - a.seq);
  const byMoment = new Map<string, CaseHearing>();
  for (const notice of newestFirst) {
    for (const hearing of hearingsOf(notice)) {
      const moment = `${hearing.date}T${hearing.time ?? ''}`;
      if (byMoment.has(moment)) continue;
      byMoment.set(moment, {
        ...hearing,
        id: `${hearing.date}${hearing.time ? `T${hearing.time}` : ''}-${hearing.kind}`,
        announcedOn: notice.publicationDate,
      });
    }
  }
  return [...byMoment.values()].sort((a, b) => `${a.date}T${a.time ?? ''}`.localeCompare(`${b.date}T${b.time ?? ''}`));
}
