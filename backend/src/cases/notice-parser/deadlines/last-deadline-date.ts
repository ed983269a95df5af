import type { Deadline } from '../../domain/deadline.js';
import { normaliseNoticeText } from '../normalise-text.js';
import { findDeadlines } from './find-deadlines.js';

/**
 * The last dated deadline a notice sets (ISO day), '' when it sets none: what the read models keep per case as
 * `deadline_until` / `deadlineUntil`, so that "Meine Fristen", the calendar feed and the reminders read only the
 * watched cases with a deadline still ahead instead of every watched case. `deadlines` is the notice's recorded
 * JSON (Deadline[]); a notice recorded before deadlines were read (null) gets them from its text, as the case page
 * does (`caseDeadlines`).
 */
export function lastDeadlineDate(deadlines: string | null, text: string, publicationDate: string): string {
  const found: readonly Deadline[] =
    deadlines === null
      ? findDeadlines(normaliseNoticeText(text).text, publicationDate)
      : (JSON.parse(deadlines) as Deadline[]);
  let last = '';
  for (const deadline of found) if (deadline.date !== null && deadline.date > last) last = deadline.date;
  return last;
}
