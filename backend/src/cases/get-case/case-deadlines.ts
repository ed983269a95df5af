import type { Deadline } from '../domain/deadline.js';
import { byDate, findDeadlines } from '../notice-parser/deadlines/find-deadlines.js';
import { normaliseNoticeText } from '../notice-parser/normalise-text.js';
import type { NoticeRecord } from '../read-model/case-queries.port.js';
import { DEADLINE_LABELS } from './deadline-labels.js';

export interface CaseDeadline extends Deadline {
  /** Stable within the case: date, time, kind ("2026-03-16T09:30-pruefungstermin"). */
  readonly id: string;
  readonly label: string;
  /** Publication date of the notice that set it. */
  readonly announcedOn: string;
}

/**
 * The notice's deadlines as recorded; a notice recorded before deadlines were read gets them from its text now
 * (the text and publication date are in the read model, so old cases show their deadlines without a re-import).
 */
function deadlinesOf(notice: NoticeRecord): readonly Deadline[] {
  return notice.deadlines ?? findDeadlines(normaliseNoticeText(notice.text).text, notice.publicationDate);
}

const idOf = (deadline: Deadline, notice: NoticeRecord) =>
  deadline.date === null
    ? `${notice.publicationDate}-${notice.seq}-${deadline.kind}`
    : `${deadline.date}${deadline.time ? `T${deadline.time}` : ''}-${deadline.kind}`;

/**
 * Every deadline of the case's notices, by date (those without a date last). A deadline several notices set (an
 * opening and its re-publication) is listed once, as the newest notice words it; each publication's effective
 * date is its own.
 */
export function caseDeadlines(notices: readonly NoticeRecord[]): CaseDeadline[] {
  const newestFirst = [...notices].sort((a, b) => b.publicationDate.localeCompare(a.publicationDate) || b.seq - a.seq);
  const byId = new Map<string, CaseDeadline>();
  for (const notice of newestFirst) {
    for (const deadline of deadlinesOf(notice)) {
      const id = idOf(deadline, notice);
      if (byId.has(id)) continue;
      byId.set(id, { ...deadline, id, label: DEADLINE_LABELS[deadline.kind], announcedOn: notice.publicationDate });
    }
  }
  return [...byId.values()].sort(byDate);
}
