import type { Hearing } from '../domain/case-notice.js';
import { normaliseNoticeText } from '../notice-parser/normalise-text.js';
import { findClaimsDeadline } from '../notice-parser/dates.js';
import { findNoticeDates } from '../notice-parser/parse-notice.js';
import type { NoticeRecord } from '../read-model/case-queries.port.js';

export interface CaseHearing extends Hearing {
  /** Stable within the case: date, time and kind ("2026-03-16T09:30-pruefungstermin"). */
  readonly id: string;
  /** Publication date of the notice that announced it. */
  readonly announcedOn: string;
}

/**
 * The dates a notice announces: those recorded with it, and those today's parser reads from its text (notices
 * recorded before the parser knew a kind of date, such as a Stichtag or a deadline, still show it).
 */
function hearingsOf(notice: NoticeRecord): readonly Hearing[] {
  const text = normaliseNoticeText(notice.text).text;
  const read = findNoticeDates(text, findClaimsDeadline(text));
  const recorded = notice.hearings ?? [];
  const same = (a: Hearing, b: Hearing) => a.date === b.date && a.time === b.time && a.kind === b.kind;
  return [...recorded, ...read.filter((date) => !recorded.some((known) => same(known, date)))];
}

/** Hearings at the same date and time are one (however worded); a date without a time is one per kind. */
const momentOf = (hearing: Hearing) =>
  hearing.time ? `${hearing.date}T${hearing.time}` : `${hearing.date}-${hearing.kind}`;

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
      const moment = momentOf(hearing);
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
