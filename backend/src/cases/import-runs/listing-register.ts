import type { RegisterEntry } from '../domain/case-notice.js';

/** The listing's register cell: `Kleve, HRB 19084` → { court: 'Amtsgericht Kleve', type: 'HRB', number: '19084' }. */
export function parseListingRegister(cell: string | null): RegisterEntry | null {
  if (!cell) return null;
  const match = /^\s*(?:(.+?),\s*)?(HRA|HRB|GnR|PR|VR|GsR)\s*([0-9][0-9A-Za-z ]*?)\s*$/i.exec(cell);
  if (!match) return null;
  const court = match[1]?.trim();
  return {
    court: court ? `Amtsgericht ${court.replace(/^Amtsgericht\s+/i, '')}` : null,
    type: match[2],
    number: match[3],
  };
}
