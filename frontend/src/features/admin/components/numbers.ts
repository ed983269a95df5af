const GERMAN_NUMBER = new Intl.NumberFormat('de-DE');

/** 12345 → "12.345"; a missing count shows as a dash rather than "NaN". */
export function formatCount(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? GERMAN_NUMBER.format(value) : '–';
}
