import { findClaimsDeadlineAt } from '../dates.js';
import type { Deadline } from '../../domain/deadline.js';

/** The Anmeldefrist ("Insolvenzforderungen sind bis zum … anzumelden", "Anmeldefrist: …"). */
export function claimsDeadlines(text: string, sentenceAt: (index: number) => string): Deadline[] {
  const found = findClaimsDeadlineAt(text);
  return found
    ? [
        {
          kind: 'anmeldefrist',
          date: found.iso,
          time: null,
          place: null,
          sentence: sentenceAt(found.index),
          relative: null,
        },
      ]
    : [];
}
