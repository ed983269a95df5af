import { startOfIsoDay } from '../../../../lib/format/dates';

const DAY_MS = 24 * 60 * 60 * 1000;

/** SPEC §2/§9: 'neu' when published within the last 24 hours, otherwise 'aktualisiert'. */
export function isNewNotice(publicationDate: string | null | undefined, now: Date = new Date()): boolean {
  const published = startOfIsoDay(publicationDate);
  if (!published) return false;
  return now.getTime() - published.getTime() < DAY_MS;
}

/** SPEC §2: 'Amtsgericht München' → 'AG München'. */
export function shortenCourt(court: string | null | undefined): string {
  if (!court) return '';
  return court.startsWith('Amtsgericht ') ? `AG ${court.slice('Amtsgericht '.length)}` : court;
}
