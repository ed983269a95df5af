/**
 * Deterministic listing fingerprints: sha256 over the normalised row fields and an occurrence counter for
 * identical rows. The hex digest carries no readable personal data.
 *
 * The query part (Bundesland, Gegenstand) is deliberately left out: a day that grows past the hit limit between
 * two runs is split differently, and the same publication must keep its fingerprint or it would be imported
 * twice. The price: two publications with identical listing rows on one day that land in different Gegenstand
 * parts share a fingerprint, and only the first is fetched (rare: such notices usually differ in the row).
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
    ];
    const key = JSON.stringify(base);
    const occurrence = occurrences.get(key) ?? 0;
    occurrences.set(key, occurrence + 1);
    const fingerprint = createHash('sha256')
      .update(JSON.stringify(['portal-listing-v2', ...base, occurrence]))
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
