import { slug } from '../domain/case-key.js';
import type { ExpiredCase } from '../read-model/retention-queries.port.js';

/**
 * Whether a text (a mail kept in the outbox) names one of the erased cases: by its Aktenzeichen, however it is
 * spaced or punctuated ("71 IK 901/26", "71-IK-901/26"), or by its case id (the links to /case/<id>). The same
 * Aktenzeichen at another court matches too: a mail too many is erased rather than one too few.
 */
export function mentionsAnyOf(cases: readonly ExpiredCase[]): (text: string) => boolean {
  const numbers = cases.map((c) => `-${c.caseKey.slice(c.caseKey.indexOf('~') + 1)}-`);
  const ids = new Set(cases.map((c) => String(c.id)));
  return (text) =>
    numbers.some((number) => `-${slug(text)}-`.includes(number)) ||
    (text.match(/\d{9}/g) ?? []).some((digits) => ids.has(digits));
}
