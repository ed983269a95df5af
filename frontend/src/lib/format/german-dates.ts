import { format, isValid, parseISO } from 'date-fns';

/** SPEC §9: dates in German locale. Empty or unreadable values give the caller's fallback. */
function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** dd.mm.yyyy */
export function formatGermanDate(value: string | null | undefined, fallback = '–'): string {
  const date = toDate(value);
  return date ? format(date, 'dd.MM.yyyy') : fallback;
}

/** dd.mm.yyyy, HH:mm Uhr */
export function formatGermanDateTime(value: string | null | undefined, fallback = '–'): string {
  const date = toDate(value);
  return date ? `${format(date, 'dd.MM.yyyy, HH:mm')} Uhr` : fallback;
}
