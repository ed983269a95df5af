import { formatDate } from './dates';

// Detection times are shown as the time in Germany (the courts' and the portal's), wherever the browser is.
const BERLIN_DAY = new Intl.DateTimeFormat('sv-SE', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'Europe/Berlin',
});
const BERLIN_TIME = new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Berlin' });

function parse(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** "erkannt 10:42 Uhr" on the publication day, "erkannt am 29.11.2026, 08:31 Uhr" later; undefined: unknown. */
export function detectionText(publicationDate: string | null | undefined, detectedAt: string | null | undefined) {
  const detected = parse(detectedAt);
  if (!detected) return undefined;
  const time = `${BERLIN_TIME.format(detected)} Uhr`;
  const day = BERLIN_DAY.format(detected);
  return day === publicationDate ? `erkannt ${time}` : `erkannt am ${formatDate(day)}, ${time}`;
}

/**
 * The publication beside its detection (issue #30): "veröffentlicht am 28.11.2026 · erkannt 10:42 Uhr"; the
 * publication alone when the detection time is unknown.
 */
export function publicationAndDetection(
  publicationDate: string | null | undefined,
  detectedAt: string | null | undefined,
): string {
  const published = `veröffentlicht am ${formatDate(publicationDate)}`;
  const detected = detectionText(publicationDate, detectedAt);
  return detected ? `${published} · ${detected}` : published;
}
