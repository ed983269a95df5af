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
  /**
   * 'to' when the notice is the referring court's and names the proceeding the case went to ("an das zuständige
   * Amtsgericht Köln verwiesen … Aktenzeichen 5 IN 3/26"); absent for the proceeding it came from.
   */
  readonly direction?: 'to';
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
  /(?<![\p{L}\p{N}])(?:verwiesen|abgegeben|Verweisung|Abgabe|übernommen|bisher\s+geführt|vormals\s+geführt|früher\s+geführt|zuvor\s+geführt|geführt\s+unter|(?:früheres|bisheriges|vormaliges|altes)\s+Aktenzeichen)(?![\p{L}\p{N}])/iu;

/** The referring court's notice: "an das (zuständige) Amtsgericht Köln verwiesen/abgegeben", "Az. dort". */
const REFERRED_TO = /\ban\s+das\s+(?:zuständige\s+|örtlich\s+zuständige\s+)?(?:Amtsgericht|Insolvenzgericht|AG)\s+/i;

/** A sentence that goes on about the court just named: "Dort wird es unter dem Aktenzeichen … geführt." */
const THERE = /(?<![\p{L}])(?:dort|dortiges|dortigen)(?![\p{L}])/iu;

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
  // Most notices name no referral: the sentences are split only for those that do (a sentence is a slice of the
  // text, so a word the whole text lacks is in none of them).
  if (!REFERRAL.test(text)) return [];
  const found = new Map<string, FormerProceeding>();
  const ownCourt = normaliseCourtName(own.court) ?? own.court;
  const ownNumber = own.caseNumber.replace(/\s+/g, ' ').trim();
  const sentences = splitSentences(text).map((s) => s.text);
  sentences.forEach((sentence, i) => {
    // "… an das zuständige Amtsgericht Köln verwiesen. Dort wird es unter dem Aktenzeichen 5 IN 3/26 geführt.":
    // the referral's sentence and the next one that speaks of "dort" are read as one.
    const previous = i > 0 && THERE.test(sentence) && REFERRAL.test(sentences[i - 1] as string) ? sentences[i - 1] : '';
    const span = previous ? `${previous} ${sentence}` : sentence;
    if (!REFERRAL.test(span)) return;
    const numbers = findCaseNumbers(span).filter((n) => n.value !== ownNumber);
    if (numbers.length === 0) return;
    const courts = [...span.matchAll(COURT_MENTION)]
      .map((m) => ({ court: courtOf(m[1]), index: m.index ?? 0 }))
      .filter((m): m is { court: string; index: number } => m.court !== null && m.court !== ownCourt);
    // The referring court names where the case went: "an das Amtsgericht Köln … (dort) Az. …".
    const toward = REFERRED_TO.exec(span);
    const towardCourt = toward
      ? courtOf(span.slice(toward.index + toward[0].length, toward.index + toward[0].length + 60))
      : null;
    for (const number of numbers) {
      const nearest = [...courts].sort(
        (a, b) => Math.abs(a.index - number.index) - Math.abs(b.index - number.index),
      )[0];
      const court = nearest?.court ?? ownCourt;
      const outgoing = towardCourt !== null && towardCourt === court && towardCourt !== ownCourt;
      found.set(`${court}|${number.value}`, {
        court,
        caseNumber: number.value,
        ...(outgoing ? { direction: 'to' as const } : {}),
      });
    }
  });
  return [...found.values()];
}

const FORMER_NAME =
  /\b(?:(?:vormals|früher|ehemals|ehem\.|vorher|zuvor|bisher)\s*:?\s*(?:firmierend\s+(?:als|unter)\s*:?\s*)?|bis\s+zum\s+\d{1,2}\.\s?\d{1,2}\.\s?\d{2,4}\s+firmierend\s+(?:als|unter)\s*:?\s*|bisherige\s+Firma\s*:?\s*|umfirmiert\s+aus\s+)["„“]?([A-ZÄÖÜ0-9][^,;()"“”\n]{1,120}?)["“”]?\s*(?:(?:,\s*(?:mit\s+Sitz\s+in\s+)?|\s+mit\s+Sitz\s+in\s+)([A-ZÄÖÜ][\wäöüß-]+(?:\s+(?:am|an\s+der|im|in\s+der)\s+[A-ZÄÖÜ][\wäöüß-]+)?))?(?=[,;)"“”]|\s+(?:mit|vertreten|gesetzlich|eingetragen|HR[AB]|Amtsgericht|AG\s+[A-ZÄÖÜ])|$)/g;

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

export interface FormerRegisterEntry {
  /** The register court as the notice names it ("Amtsgericht Schweinfurt"). */
  readonly court: string;
  readonly type: string;
  /** The number as written, with a register court's letter ("31588 P"). */
  readonly number: string;
}

/** "davor eingetragen beim …", "vormals eingetragen im Handelsregister des …": the register entries before a move. */
const FORMER_REGISTRATION =
  /\b(?:(?:davor|zuvor|vormals|früher|ehemals|bisher|vorher)\s+eingetragen\b|bis\s+zur\s+Sitzverlegung(?:\s+nach\s+[^,;()]{1,60}?)?\s+eingetragen\b|(?:davor|zuvor|vormals|früher|ehemals|bisher|vorher)\s*:\s*(?=(?:Amtsgerichts?|AG|Registergericht)\s))/gi;

const REGISTER_ENTRY =
  /\b(?:Amtsgerichts?|AG)\s+([A-ZÄÖÜ][\wäöüßÄÖÜ.-]*(?:\s+(?:\([^)]*\)|[a-zäöüß.]+\s+[A-ZÄÖÜ][\wäöüß.-]*|[A-ZÄÖÜ][\wäöüß.-]*)){0,2})\s*(?:,\s*|\(\s*|unter\s+)(HRA|HRB|GnR|PR|VR|GsR)\s*(?:Nr\.\s*)?(\d+(?:\s?[A-Z]{1,2})?)\b/g;

/**
 * The register entries the debtor had before its register court changed (issue #32: a firm moving its seat is
 * entered under a new number at the new register court): "davor eingetragen beim Amtsgericht Schweinfurt
 * (HRB 7302) … und beim Amtsgericht Potsdam (HRB 31588 P)". Read from the marker to the end of its clause (";"
 * or 300 characters), so the current entry named elsewhere in the notice is not taken.
 */
export function formerRegisters(text: string): FormerRegisterEntry[] {
  const found = new Map<string, FormerRegisterEntry>();
  for (const marker of text.matchAll(FORMER_REGISTRATION)) {
    const start = (marker.index ?? 0) + marker[0].length;
    const clause = text.slice(start, start + 300).split(';')[0];
    for (const entry of clause.matchAll(REGISTER_ENTRY)) {
      const court = courtOf(entry[1]) ?? `Amtsgericht ${entry[1].trim()}`;
      const value = { court, type: entry[2], number: entry[3].trim() };
      found.set(`${value.court}|${value.type}|${value.number}`, value);
    }
  }
  return [...found.values()];
}
