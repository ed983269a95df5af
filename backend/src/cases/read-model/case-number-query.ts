import { foldGerman } from '../../platform/text/german-search.js';

/**
 * A complete Aktenzeichen ("71 IN 12/26", "36a IK 4711/25") is looked up exactly in its own index: as words its
 * parts ("in", "26") occur in most cases, and a user who types a whole Aktenzeichen means that one case (at
 * whichever court). Partial input ("71 IN 12") still goes through the prefix search.
 */
const FULL_AKTENZEICHEN = /^\s*\d{1,4}\s*[a-z]{0,3}\s+[a-z]{1,4}\s+\d{1,6}\s*\/\s*\d{2,4}\s*$/i;

/** The folded Aktenzeichen the query names completely (the read model's case-number key), or null. */
export function caseNumberKey(text: string): string | null {
  return FULL_AKTENZEICHEN.test(text) ? foldGerman(text) : null;
}
