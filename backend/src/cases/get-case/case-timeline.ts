import { decisiveSentence } from '../notice-parser/parse-notice.js';
import { correctionOrder } from '../notice-parser/correction-order.js';
import { noticeOrder } from '../domain/notice-order.js';
import type { NoticeCorrectionRecord, NoticeRecord } from '../read-model/case-queries.port.js';
import {
  describeChanges,
  fieldLabel,
  germanValue,
  readable,
  type NoticeChange,
} from '../domain/notice-correction/notice-changes.js';
import { HEARING_LABELS } from './hearing-labels.js';

function correctsDecision(text: string): TimelineEntry['correctsDecision'] {
  const order = correctionOrder(text);
  return order ? { decisionDate: order.correctedDecisionDate } : null;
}

/** Values in German: hearings by their names (the domain knows the rest), dates as the reader writes them. */
function changeValue(change: NoticeChange, value: string | null): string {
  if (value === null) return '–';
  if (change.field === 'hearings')
    return value
      .split('; ')
      .map((h) => {
        const [kind, date, time] = h.split(' ');
        const label = HEARING_LABELS[kind as keyof typeof HEARING_LABELS] ?? kind;
        return [label, germanValue(date ?? null), time ? `${time} Uhr` : ''].filter(Boolean).join(' ');
      })
      .join('; ');
  return readable(change, value);
}

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
  /** The portal's corrections of the notice, oldest first, each with what changed in one German line. */
  readonly corrections: TimelineCorrection[];
  /** When the notice was seen withdrawn from the portal (ISO instant); null while it is listed. */
  readonly withdrawnAt: string | null;
  /**
   * The notice is a Berichtigungsbeschluss of its own: it corrects the case's decision of that date (ISO; null when
   * it names none). Null for any other notice.
   */
  readonly correctsDecision: { readonly decisionDate: string | null } | null;
}

export interface TimelineCorrection {
  readonly correctedAt: string;
  /** "Verwalter Dr. A → Dr. B; Anmeldefrist 01.12.2026 → 15.12.2026" (or "Wortlaut geändert"). */
  readonly summary: string;
  readonly changes: (NoticeChange & { readonly label: string })[];
}

/** A correction as the timeline shows it: the fields in German, the values as the reader writes them. */
export const timelineCorrection = (c: NoticeCorrectionRecord): TimelineCorrection => ({
  correctedAt: c.correctedAt,
  summary: describeChanges(c.changes, changeValue),
  changes: c.changes.map((change) => ({ ...change, label: fieldLabel(change.field) })),
});

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
      corrections: (notice.corrections ?? []).map(timelineCorrection),
      withdrawnAt: notice.withdrawnAt ?? null,
      correctsDecision: correctsDecision(notice.text),
    }));
}
