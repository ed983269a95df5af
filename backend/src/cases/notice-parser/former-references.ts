import { findLegalForm } from '../domain/search-query/legal-forms.js';
import { foldedTokens } from '../../platform/text/german-search.js';
import { findCaseNumbers } from './case-number.js';
import { isKnownCourt, normaliseCourtName } from './court.js';
import { splitSentences } from './sentences.js';

/**
 * What a notice says about the debtor's earlier proceedings and names (issue #32, "Akte des Schuldners"): a court
 * that referred or handed the case over under another Aktenzeichen ("verwiesen", "abgegeben", "Verweisung",
 * "bisher geführt unter"), and the names the debtor carried before ("vormals", "früher", "ehemals", "vorher").
 * Pure: the debtor-files projection reads them from the text, so events recorded before this reading count too.
 */

export interface FormerProceeding {
  /** Official court name ("Amtsgericht Bonn"). */
  readonly court: string;
  /** Normalised Aktenzeichen ("12 IN 3/26"). */
  readonly caseNumber: string;
}

export interface FormerName {
  /** The name as the notice spells it ("Müller Bau GmbH"). */
  readonly name: string;
  /** The seat named with it ("Köln"), or null. */
  readonly seat: string | null;
}

/**
 * Words that mark a referral or hand-over. "verwiesen" alone is not enough: the legal-remedy paragraph says "wird
 * auf § 130a ZPO verwiesen"; a reference counts only with an Aktenzeichen in the same sentence.
 */
const REFERRAL =
  /\b(?:verwiesen|abgegeben|Verweisung|Abgabe|übernommen|bisher\s+geführt|vormals\s+geführt|früher\s+geführt|zuvor\s+geführt|geführt\s+unter)\b/i;

const COURT_MENTION =
  /\b(?:Amtsgerichts?|AG|Insolvenzgerichts?)\s+(?:in\s+)?([A-ZÄÖÜ][\wäöüßÄÖÜ.'()/-]*(?:\s+[\wäöüßÄÖÜ.'()/-]+){0,4})/g;

/** The court a mention names: the longest run of its words that is a known court ("Bonn – 12 IN …" → Bonn). */
function courtOf(words: string): string | null {
  const parts = words.split(/\s+/);
  for (let n = parts.length; n >= 1; n--) {
    const candidate = parts
      .slice(0, n)
      .join(' ')
      .replace(/[,;:.]+$/, '');
    if (isKnownCourt(candidate)) return normaliseCourtName(candidate);
  }
  return null;
}

/**
 * Earlier proceedings the notice names: in a sentence that speaks of a referral or hand-over, every Aktenzeichen
 * other than the notice's own, with the court mentioned nearest to it other than the notice's own court (a
 * hand-over within one court names no other court: then the notice's own court).
 */
export function formerProceedings(
  text: string,
  own: { readonly court: string; readonly caseNumber: string },
): FormerProceeding[] {
  const found = new Map<string, FormerProceeding>();
  const ownCourt = normaliseCourtName(own.court) ?? own.court;
  const ownNumber = own.caseNumber.replace(/\s+/g, ' ').trim();
  for (const sentence of splitSentences(text)) {
    if (!REFERRAL.test(sentence.text)) continue;
    const numbers = findCaseNumbers(sentence.text).filter((n) => n.value !== ownNumber);
    if (numbers.length === 0) continue;
    const courts = [...sentence.text.matchAll(COURT_MENTION)]
      .map((m) => ({ court: courtOf(m[1]), index: m.index ?? 0 }))
      .filter((m): m is { court: string; index: number } => m.court !== null && m.court !== ownCourt);
    for (const number of numbers) {
      const nearest = [...courts].sort(
        (a, b) => Math.abs(a.index - number.index) - Math.abs(b.index - number.index),
      )[0];
      const court = nearest?.court ?? ownCourt;
      found.set(`${court}|${number.value}`, { court, caseNumber: number.value });
    }
  }
  return [...found.values()];
}

const FORMER_NAME =
  /\b(?:vormals|früher|ehemals|ehem\.|vorher|zuvor|bisher)\s*:?\s*(?:firmierend\s+(?:als|unter)\s*:?\s*)?["„“]?([A-ZÄÖÜ0-9][^,;()"“”\n]{1,120}?)["“”]?\s*(?:,\s*(?:mit\s+Sitz\s+in\s+)?([A-ZÄÖÜ][\wäöüß-]+(?:\s+(?:am|an\s+der|im|in\s+der)\s+[A-ZÄÖÜ][\wäöüß-]+)?))?(?=[,;)"“”]|\s+(?:mit|vertreten|gesetzlich|eingetragen|HR[AB]|Amtsgericht|AG\s)|$)/g;

/**
 * The debtor's former names: a name after "vormals", "früher", "ehemals" or "vorher" that ends in a legal form
 * ("vormals Müller Bau GmbH, Köln"), with the seat named after it. A former address ("früher: Otto-Meßmer-Straße
 * 1") ends in no legal form and is not taken.
 */
export function formerNames(text: string): FormerName[] {
  const found = new Map<string, FormerName>();
  for (const match of text.matchAll(FORMER_NAME)) {
    const name = match[1].trim();
    const tokens = foldedTokens(name);
    const form = findLegalForm(tokens);
    if (!form || form.at + form.length !== tokens.length || form.at === 0) continue;
    found.set(name, { name, seat: match[2]?.trim() ?? null });
  }
  return [...found.values()];
}
