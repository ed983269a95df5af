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

/** Whitespace and case do not make another publication (portal detail text vs. text fallback of the same notice). */
const sameText = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The case's notices as a file reads: newest first (same day: later recorded first), each publication once (the
 * portal may list one notice under several rows whose texts differ only in whitespace), with the decisive
 * sentence as its preview.
 */
export function caseTimeline(rows: readonly NoticeRow[]): TimelineEntry[] {
  const ordered = [...rows].sort((a, b) => b.publication_date.localeCompare(a.publication_date) || b.seq - a.seq);
  const seen = new Set<string>();
  const entries: TimelineEntry[] = [];
  for (const row of ordered) {
    const key = `${row.publication_date}\u0000${row.publication_type}\u0000${sameText(row.text)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    entries.push({
      publicationDate: row.publication_date,
      publicationType: row.publication_type,
      decisionDate: row.decision_date,
      status: row.status,
      administrator: row.administrator,
      preview: decisiveSentence(row.text),
      text: row.text,
      recordedAt: row.recorded_at,
    });
  }
  return entries;
}
