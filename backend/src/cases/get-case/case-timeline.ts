import { decisiveSentence } from '../notice-parser/parse-notice.js';

/** A row of `rm_case_notices` (projections/src/read-models/cases). */
export interface NoticeRow {
  seq: number;
  fingerprint: string;
  publication_date: string;
  publication_type: string;
  decision_date: string | null;
  status: string;
  administrator: string | null;
  text: string;
  hearings: string | null;
  recorded_at: string;
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
}

/**
 * The words of a text: whitespace, punctuation, quotes and case do not make another publication (the portal's detail
 * text and its text fallback of one notice differ in line breaks and quotes; collectors glue words together).
 */
const wordsOf = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Of two records of one publication, the one whose type was recognised, else the one recorded first. */
function better(a: NoticeRow, b: NoticeRow): NoticeRow {
  if ((a.publication_type === 'sonstiges') !== (b.publication_type === 'sonstiges')) {
    return a.publication_type === 'sonstiges' ? b : a;
  }
  return a.seq <= b.seq ? a : b;
}

/**
 * The case's notices as a file reads: newest first (same day: later recorded first), each publication once (the
 * portal may list one notice under several rows whose texts differ only in spacing or quotes), with the decisive
 * sentence as its preview.
 */
export function caseTimeline(rows: readonly NoticeRow[]): TimelineEntry[] {
  const publications = new Map<string, NoticeRow>();
  for (const row of rows) {
    const key = `${row.publication_date}\u0000${wordsOf(row.text)}`;
    const known = publications.get(key);
    publications.set(key, known ? better(known, row) : row);
  }
  return [...publications.values()]
    .sort((a, b) => b.publication_date.localeCompare(a.publication_date) || b.seq - a.seq)
    .map((row) => ({
      publicationDate: row.publication_date,
      publicationType: row.publication_type,
      decisionDate: row.decision_date,
      status: row.status,
      administrator: row.administrator,
      preview: decisiveSentence(row.text),
      text: row.text,
      recordedAt: row.recorded_at,
    }));
}
