import { findDates } from './dates.js';
import { findHearings, type HearingInfo, type HearingKind } from './hearings.js';

/*
 * Dates with a legal meaning that are not hearings at a time: the Stichtag of the written procedure (§ 5 Abs. 2
 * InsO) that replaces a Berichts-/Prüfungs-/Schlusstermin, a written Schlusstermin, and the deadlines for
 * objections to claims, for objections to the final list and for a Schutzschirm plan. Each rule names the phrase
 * around the date, so birth dates, decision dates and the dates of cited laws are never taken.
 */

// Running text up to the end of a sentence; "bzw.", "Abs." and similar abbreviations do not end it.
const SAME_SENTENCE = String.raw`(?:[^.]|(?<=\b(?:bzw|Abs|Nr|ggf|gem|Geb|vgl|Str|S))\.)`;
const DATE = String.raw`(\d{1,2}\.\s?\d{1,2}\.\s?\d{2,4}|\d{1,2}\.\s?(?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\s+\d{4})`;
// A time right after the date makes it a hearing at a time, which findHearings reads.
const NO_TIME = String.raw`(?!\s*,?\s*(?:um\s+)?\d{1,2}[:.]\d{2}\s*Uhr)`;
const REPLACED = String.raw`(Berichts-\s*und\s+Prüfungstermin|Prüfungstermin|Berichtstermin|Schlusstermin)`;

interface Rule {
  readonly pattern: RegExp;
  /** The kind and the note shown as the date's place, from the match's groups (the date is the last group). */
  readonly read: (groups: readonly string[]) => { kind: HearingKind; place: string | null };
}

/** "Berichts- und Prüfungstermin" → "des Berichts- und Prüfungstermins". */
const genitive = (hearing: string) => `des ${hearing.replace(/\s+/g, ' ').replace(/s?$/, 's')}`;

function replacement(hearing: string): { kind: HearingKind; place: string } {
  return /^Schluss/.test(hearing)
    ? { kind: 'schlusstermin', place: 'Schriftliches Verfahren' }
    : { kind: 'stichtag', place: `Schriftliches Verfahren, an Stelle ${genitive(hearing)}` };
}

const RULES: readonly Rule[] = [
  {
    // "Stichtag, der dem Berichts- und Prüfungstermin (§ 29, 156, 176 InsO) entspricht, ist der 01.04.2020"
    pattern: new RegExp(
      String.raw`Stichtag,?\s+der\s+dem\s+${REPLACED}${SAME_SENTENCE}{0,60}?entspricht${SAME_SENTENCE}{0,30}?ist\s+der\s*:?\s*${DATE}${NO_TIME}`,
      'gi',
    ),
    read: ([hearing]) => replacement(hearing),
  },
  {
    // "An die Stelle des Berichts- und Prüfungstermins tritt als Stichtag der 18.01.2027"
    pattern: new RegExp(
      String.raw`An\s+die\s+Stelle\s+des\s+${REPLACED}s?\s+tritt\s+(?:als\s+Stichtag\s+)?der\s+${DATE}${NO_TIME}`,
      'gi',
    ),
    read: ([hearing]) => replacement(hearing),
  },
  {
    // "Stichtag ist der 18.01.2027", "Stichtag: 18.01.2027"
    pattern: new RegExp(
      String.raw`\b(?:Prüfungs)?Stichtag\s*(?::|ist\s+der|wird\s+bestimmt\s+auf\s+den)\s*:?\s*${DATE}${NO_TIME}`,
      'gi',
    ),
    read: () => ({ kind: 'stichtag', place: 'Schriftliches Verfahren' }),
  },
  {
    // "Schriftlicher Schlusstermin wird bestimmt auf den: 08.05.2020", "Schlusstermin: 16.12.2026"
    pattern: new RegExp(
      String.raw`\b(Schriftliche[rn]\s+)?Schlusstermin${SAME_SENTENCE}{0,40}?(?:wird\s+(?:bestimmt|festgesetzt|anberaumt)\s+auf|ist\s+(?:am|der)|am|:)\s*(?:den\s*)?:?\s*${DATE}${NO_TIME}`,
      'gi',
    ),
    read: ([written]) => ({ kind: 'schlusstermin', place: written ? 'Schriftliches Verfahren' : null }),
  },
  {
    // "Die Beteiligten erhalten Gelegenheit, bis 16.03.2020 den Forderungsanmeldungen … zu widersprechen"
    pattern: new RegExp(
      String.raw`Gelegenheit,?\s+bis\s+(?:zum\s+)?${DATE}\s+den\s+Forderungsanmeldungen${SAME_SENTENCE}{0,80}?zu\s+widersprechen`,
      'gi',
    ),
    read: () => ({ kind: 'widerspruchsfrist', place: null }),
  },
  {
    // "Widersprüche gegen die Feststellung der angemeldeten Forderungen sind … bis zum 24.04.2020 … einzureichen"
    pattern: new RegExp(
      String.raw`Widersprüche\s+(?:gegen|mit\s+denen)${SAME_SENTENCE}{0,60}?Forderung${SAME_SENTENCE}{0,200}?\bbis\s+(?:zum\s+|spätestens\s+)?${DATE}`,
      'gi',
    ),
    read: () => ({ kind: 'widerspruchsfrist', place: null }),
  },
  {
    // "Einwendungen gegen das Schlussverzeichnis können bis zum 16.12.2026 erhoben werden"
    pattern: new RegExp(
      String.raw`Einwendungen\s+gegen\s+das\s+Schlussverzeichnis${SAME_SENTENCE}{0,120}?\bbis\s+(?:zum\s+|spätestens\s+)?${DATE}`,
      'gi',
    ),
    read: () => ({ kind: 'einwendungsfrist', place: null }),
  },
  {
    // "… zur Vorlage eines Insolvenzplans eine Frist bis zum 20.02.2027 bestimmt (Schutzschirmverfahren …)"
    pattern: new RegExp(
      String.raw`Vorlage\s+eines\s+Insolvenzplans\s+(?:eine\s+)?Frist\s+bis\s+(?:zum\s+)?${DATE}`,
      'gi',
    ),
    read: () => ({ kind: 'planvorlagefrist', place: null }),
  },
];

/** The dates of `text` that the rules above name, in the order of the text, each date and kind once. */
export function findLegalDates(text: string): HearingInfo[] {
  return findLegalDatesAt(text).map(({ info }) => info);
}

/** findLegalDates with where each rule's match starts in the text (for the sentence it came from). */
export function findLegalDatesAt(text: string): { index: number; info: HearingInfo }[] {
  const found: { index: number; info: HearingInfo }[] = [];
  for (const rule of RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      const groups = match.slice(1);
      const written = groups[groups.length - 1];
      const date = findDates(written)[0];
      if (!date) continue;
      const { kind, place } = rule.read(groups);
      if (found.some(({ info }) => info.date === date.iso && info.kind === kind)) continue;
      found.push({ index: match.index, info: { kind, date: date.iso, time: null, place } });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/**
 * Every date with a legal meaning a notice announces, by date: its hearings at a time (findHearings), the dates
 * above, and the end of the claims deadline. A date the hearings already list at a time is not listed again.
 */
export function findNoticeDates(text: string, claimsDeadline: string | null): HearingInfo[] {
  const hearings = findHearings(text);
  const deadline: HearingInfo[] = claimsDeadline
    ? [{ kind: 'anmeldefrist', date: claimsDeadline, time: null, place: null }]
    : [];
  const others = [...findLegalDates(text), ...deadline].filter(
    (other) => !hearings.some((hearing) => hearing.date === other.date && hearing.kind === other.kind),
  );
  return [...hearings, ...others].sort((a, b) =>
    `${a.date}T${a.time ?? ''}`.localeCompare(`${b.date}T${b.time ?? ''}`),
  );
}
