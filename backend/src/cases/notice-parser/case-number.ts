/**
 * The Aktenzeichen of an insolvency case: department (digits, optionally with a letter: "36t", "3 e", "70c"),
 * register sign (IN regular, IK consumer, IE/IZ/IIN other insolvency registers), running number and year:
 * "6 IN 149/19", "36t IN 4738/20", "IN 294/19" (Bavarian notices often omit the department).
 * Suffixes some courts append ("810 IN 1498/19 D", "902 IN 519/19 - 8 -", "71 IN 58/19 NOM") are dropped.
 */

const CASE_NUMBER =
  /(?<![\wäöüß/])(?:(\d{1,4})(?:\s?\/\s?\d{1,4})?\s?([a-zA-Z])?\s+)?(IIN|IN|IK|IE|IZ)\s{0,3}(\d{1,6})\s{0,3}\/\s{0,3}(\d{4}|\d{2})(?!\d)/g;

export interface CaseNumberMatch {
  readonly value: string;
  readonly index: number;
}

function format(match: RegExpMatchArray): string {
  const [, department, letter, register, number, year] = match;
  const head = department ? `${department}${letter ? letter.toLowerCase() : ''} ` : '';
  return `${head}${register} ${number}/${year}`;
}

/** All Aktenzeichen-shaped tokens, normalised ("36 t IN 4738 / 20" → "36t IN 4738/20"). */
export function findCaseNumbers(text: string): CaseNumberMatch[] {
  return [...text.matchAll(CASE_NUMBER)].map((match) => ({ value: format(match), index: match.index ?? 0 }));
}

/** Normalises one Aktenzeichen string; null if it is not one. */
export function normaliseCaseNumber(value: string): string | null {
  const match = [...value.matchAll(CASE_NUMBER)][0];
  return match ? format(match) : null;
}

/**
 * The notice's own Aktenzeichen: the labelled one ("Aktenzeichen:", "Az.:", "Geschäfts-Nr.:"), else the one at the
 * head of the text, else the one in the signature line, else the first in the text. Aktenzeichen of joined or
 * parallel proceedings come later in the text and are not taken.
 */
export function findCaseNumber(text: string): string | null {
  const all = findCaseNumbers(text);
  if (all.length === 0) return null;
  // A label with a colon anywhere ("Az.: 63 IN 332/19"), without one only at the head ("Aktenzeichen 6 IN 149/19").
  const labelled = /(?:Aktenzeichen|Az\.?|Geschäfts-?\s?(?:Nr|Zeichen)\.?)\s*(:)?\s*$/i;
  for (const candidate of all) {
    const label = labelled.exec(text.slice(Math.max(0, candidate.index - 24), candidate.index));
    if (label && (label[1] === ':' || candidate.index < 200)) return candidate.value;
  }
  const head = all.find((candidate) => candidate.index < 200);
  if (head) return head.value;
  const tailStart = text.length - 200;
  const tail = all.filter((candidate) => candidate.index >= tailStart);
  if (tail.length > 0) return tail[tail.length - 1].value;
  return all[0].value;
}
