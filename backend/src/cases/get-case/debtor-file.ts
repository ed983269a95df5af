import type { CaseWithNotices, DebtorFileRecord } from '../read-model/case-queries.port.js';
import { caseTimeline, type TimelineEntry } from './case-timeline.js';

/** A proceeding of the debtor's file as the case page lists it. */
export interface FileCaseEntry {
  readonly id: number;
  readonly court: string;
  readonly caseNumber: string;
  readonly companyName: string;
  /** Whether it is the case the page shows. */
  readonly current: boolean;
  /** Why it belongs to the file (the link by which it is reached from the shown case); null for the shown case. */
  readonly reason: string | null;
}

/** A notice of the combined timeline: which proceeding it belongs to. */
export interface FileTimelineEntry extends TimelineEntry {
  readonly caseId: number;
  readonly court: string;
  readonly caseNumber: string;
}

export interface DebtorFileView {
  readonly cases: FileCaseEntry[];
  readonly timeline: FileTimelineEntry[];
}

/**
 * The debtor's file as the case page shows it (issue #32): the file's proceedings, the shown case first and the
 * others in the order they are reached over the links (each with the reason of the link that reaches it), and the
 * combined timeline of all of them, newest first, each notice naming its court and Aktenzeichen. Cases the read
 * model lists but that are gone (erased between the two reads) are left out.
 */
export function debtorFileView(
  currentId: number,
  file: DebtorFileRecord,
  cases: ReadonlyMap<number, CaseWithNotices>,
): DebtorFileView {
  const reasons = new Map<number, string | null>([[currentId, null]]);
  const queue = [currentId];
  while (queue.length > 0) {
    const id = queue.shift() as number;
    for (const link of file.links) {
      const other = link.a === id ? link.b : link.b === id ? link.a : null;
      if (other === null || reasons.has(other)) continue;
      reasons.set(other, link.reason);
      queue.push(other);
    }
  }
  const entries: FileCaseEntry[] = [];
  const timeline: FileTimelineEntry[] = [];
  for (const [id, reason] of reasons) {
    const found = cases.get(id);
    if (!found) continue;
    const { court, caseNumber, companyName } = found.case;
    entries.push({ id, court, caseNumber, companyName, current: id === currentId, reason });
    for (const notice of caseTimeline(found.notices)) timeline.push({ ...notice, caseId: id, court, caseNumber });
  }
  // Newest first; a day's notices of several proceedings by decision date, then by Aktenzeichen (stable).
  timeline.sort(
    (a, b) =>
      b.publicationDate.localeCompare(a.publicationDate) ||
      (b.decisionDate ?? '').localeCompare(a.decisionDate ?? '') ||
      a.caseNumber.localeCompare(b.caseNumber),
  );
  return { cases: entries, timeline };
}
