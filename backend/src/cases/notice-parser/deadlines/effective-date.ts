import type { Deadline } from '../../domain/deadline.js';
import { addDays } from './calendar-days.js';

export const EFFECTIVE_RULE =
  'Die öffentliche Bekanntmachung gilt als bewirkt, sobald nach dem Tag der Veröffentlichung zwei weitere Tage verstrichen sind (§ 9 Abs. 1 Satz 3 InsO).';

/** The day a publication takes effect (and counts as served on every party, § 9 Abs. 3 InsO). */
export function effectiveDate(publicationDate: string): string {
  return addDays(publicationDate, 2);
}

export function effectiveDeadline(publicationDate: string): Deadline {
  return {
    kind: 'wirksamkeit',
    date: effectiveDate(publicationDate),
    time: null,
    place: null,
    sentence: EFFECTIVE_RULE,
    relative: { text: 'zwei weitere Tage nach dem Tag der Veröffentlichung', from: 'publication' },
  };
}
