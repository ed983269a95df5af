import type { Deadline } from '../../domain/deadline.js';
import { splitSentences } from '../sentences.js';
import { claimsDeadlines } from './claims-deadline.js';
import { effectiveDeadline } from './effective-date.js';
import { hearingDeadlines } from './hearing-deadlines.js';
import { relativeDeadlines } from './relative-deadlines.js';
import { sentenceFinder } from './source-sentence.js';
import { writtenProcedureDeadlines } from './written-procedure.js';

export type { Deadline, DeadlineKind, RelativeDeadline } from '../../domain/deadline.js';

/** By date and time; deadlines without a date (a period from service) last. */
export function byDate(a: Deadline, b: Deadline): number {
  return `${a.date ?? '9999'}T${a.time ?? ''}`.localeCompare(`${b.date ?? '9999'}T${b.time ?? ''}`);
}

/**
 * Every deadline of one notice (normalised text, see normaliseNoticeText): hearings, the written procedure's
 * dates, creditor deadlines, periods, and, when the publication date is known, the day the publication takes
 * effect. One entry per kind, date and time (the first sentence that names it), by date. Pure.
 */
export function findDeadlines(text: string, publicationDate: string | null = null): Deadline[] {
  const sentences = splitSentences(text);
  const sentenceAt = sentenceFinder(text);
  const all = [
    ...claimsDeadlines(text, sentenceAt),
    ...hearingDeadlines(text, sentenceAt),
    ...writtenProcedureDeadlines(text, sentences, sentenceAt),
    ...relativeDeadlines(sentences, publicationDate, sentenceAt),
    ...(publicationDate ? [effectiveDeadline(publicationDate)] : []),
  ];
  const seen = new Set<string>();
  const unique = all.filter((deadline) => {
    const key = `${deadline.kind}|${deadline.date}|${deadline.time}|${deadline.date === null ? deadline.sentence : ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.sort(byDate);
}
