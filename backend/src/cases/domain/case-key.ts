/**
 * A case is court + Aktenzeichen (the same Aktenzeichen exists at several courts). The key is a lower-case,
 * ASCII, dash-separated form of both, usable in a stream name: `case-ag-muenchen~1502-in-1234-25`.
 */
export function caseKey(court: string, caseNumber: string): string {
  return `${slug(court.replace(/^amtsgericht\s+/i, 'ag '))}~${slug(caseNumber)}`;
}

/** Lower-case ASCII words joined by dashes: how case keys spell court and Aktenzeichen. */
export function slug(value: string): string {
  return value
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
