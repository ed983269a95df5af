import { decisiveSentence } from '../notice-parser/parse-notice.js';
import { noticeOrder } from '../domain/notice-order.js';
import type { NoticeRecord } from '../read-model/case-queries.port.js';

export interface TimelineEntry {
  readonly publicationDate: string;
  readonly publicationType: string;
  readonly decisionDate: string | null;
  readonly status: string;
  readonly administrator: string | null;
  readonly preview: string;
  readonly text: string;
  readonly recordedAt: string;
  /** When we detected the notice (ISO instant). */
  readonly detectedAt: string;
}

/**
 * The words of a text: whitespace, punctuation, quotes and case do not make another publication (the portal's detail
 * text and its text fallback of one notice differ in line breaks and quotes; collectors glue words together).
 */
const wordsOf = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Of two records of one publication, the one whose type was recognised, else the one recorded first. */
function better(a: NoticeRecord, b: NoticeRecord): NoticeRecord {
  if ((a.publicationType === 'sonstiges') !== (b.publicationType === 'sonstiges')) {
    return a.publicationType === 'sonstiges' ? b : a;
  }
  return a.seq <= b.seq ? a : b;
}

/**
 * The case's notices as a file reads: newest first (same day: `noticeOrder`, as the status follows it), each publication once (the
 * portal may list one notice under several rows whose texts differ only in spacing or quotes), with the decisive
 * sentence as its preview.
 */
export function caseTimeline(notices: readonly NoticeRecord[]): TimelineEntry[] {
  const publications = new Map<string, NoticeRecord>();
  for (const notice of notices) {
    const key = `${notice.publicationDate}\u0000${wordsOf(notice.text)}`;
    const known = publications.get(key);
    publications.set(key, known ? better(known, notice) : notice);
  }
  return [...publications.values()]
    .sort((a, b) => noticeOrder(b, a))
    .map((notice) => ({
      publicationDate: notice.publicationDate,
      publicationType: notice.publicationType,
      decisionDate: notice.decisionDate,
      status: notice.status,
      administrator: notice.administrator,
      preview: decisiveSentence(notice.text),
      text: notice.text,
      recordedAt: notice.recordedAt,
      detectedAt: notice.detectedAt,
    }));
}
