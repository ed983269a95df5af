/**
 * Deterministic listing fingerprints: sha256 over the normalised row fields, the Gegenstand of the query part
 * and an occurrence counter for identical rows. The hex digest carries no readable personal data.
 *
 * The Gegenstand tells apart two publications of one case on one day, whose rows are otherwise identical, when
 * the day is split. It also means a row's fingerprint changes when a day is split differently between runs: the
 * text is then fetched again, and the importer recognises the publication by its content (see to-case-notice).
 */
import { createHash } from 'node:crypto';
import { isoDate, type ResultRow } from './result-page.js';
import type { Listing, QueryPart } from './types.js';

export function normaliseField(value: string): string {
  return value
    .normalize('NFC')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Turn the rows of one query part into listings, in table order. */
export function toListings(rows: readonly ResultRow[], part: QueryPart, day: string): Listing[] {
  const occurrences = new Map<string, number>();
  return rows.map((row) => {
    const publicationDate = isoDate(row.publicationDate) ?? day;
    const base = [
      publicationDate,
      normaliseField(row.courtPlace),
      normaliseField(row.caseNumber),
      normaliseField(row.debtorName),
      normaliseField(row.seat),
      normaliseField(row.register),
      part.subject ?? '',
    ];
    const key = JSON.stringify(base);
    const occurrence = occurrences.get(key) ?? 0;
    occurrences.set(key, occurrence + 1);
    const fingerprint = createHash('sha256')
      .update(JSON.stringify(['portal-listing-v1', ...base, occurrence]))
      .digest('hex');
    return {
      fingerprint,
      publicationDate,
      caseNumber: row.caseNumber,
      courtPlace: row.courtPlace,
      debtorName: row.debtorName,
      seat: row.seat,
      register: row.register === '' ? null : row.register,
      subject: part.subject,
      state: part.state,
    };
  });
}
