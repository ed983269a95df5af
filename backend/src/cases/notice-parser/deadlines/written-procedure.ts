import { findDates } from '../dates.js';
import { findLegalDatesAt } from '../legal-dates.js';
import type { Deadline, DeadlineKind } from '../../domain/deadline.js';
import type { Sentence } from '../sentences.js';

/*
 * Dates without a hearing: the Stichtag of the written procedure (§ 5 Abs. 2 InsO) in its wordings, a written
 * Schlusstermin, objections to claims and to the final list, and a deadline for an insolvency plan. The rules of
 * legal-dates.ts find most of them; the kinds here are the creditor's view of them.
 */

function kindOf(kind: string): DeadlineKind | null {
  switch (kind) {
    case 'stichtag':
      return 'stichtag_schriftliches_verfahren';
    case 'schlusstermin':
      return 'schlusstermin';
    case 'widerspruchsfrist':
      // "Die Beteiligten erhalten Gelegenheit, bis … den Forderungsanmeldungen … zu widersprechen", "Widersprüche
      // gegen die Feststellung der angemeldeten Forderungen sind … bis zum … einzureichen":
      // the written examination of claims either way: its last day replaces the Prüfungstermin.
      return 'stichtag_schriftliches_verfahren';
    case 'einwendungsfrist':
      return 'einwendungsfrist';
    case 'planvorlagefrist':
      return 'sonstige_frist';
    default:
      return null;
  }
}

const DATE = String.raw`(\d{1,2}\.\s?\d{1,2}\.\s?\d{2,4}|\d{1,2}\.\s?(?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\s+\d{4})`;

/** Wordings legal-dates.ts does not know, read sentence by sentence. */
const SENTENCE_RULES: readonly { kind: DeadlineKind; pattern: RegExp }[] = [
  {
    // "Die Gläubiger erhalten Gelegenheit, bis zum 12.03.2026 im schriftlichen Verfahren Stellung zu nehmen."
    kind: 'stichtag_schriftliches_verfahren',
    pattern: new RegExp(
      String.raw`Gelegenheit,?\s+(?:sich\s+)?bis\s+(?:zum\s+)?${DATE}.{0,160}?(?:Stellung\s+zu\s+nehmen|zu\s+äußern)`,
      'i',
    ),
  },
  {
    // "Berichts- und Prüfungsstichtag (§§ 5 Abs. 2 Satz 1, 156, 176 InsO) ist Freitag, 22. Mai 2020."
    kind: 'stichtag_schriftliches_verfahren',
    pattern: new RegExp(
      String.raw`(?:Berichts-\s*und\s+)?Prüfungs-?stichtag\b.{0,80}?\bist\s+(?:der\s+)?(?:[A-Z][a-z]+tag,?\s*(?:der\s+|den\s+)?)?${DATE}`,
      'i',
    ),
  },
  {
    // "Die Forderungen werden gemäß § 5 Abs. 2 InsO im schriftlichen Verfahren am 04.06.2020 geprüft."
    kind: 'stichtag_schriftliches_verfahren',
    pattern: new RegExp(String.raw`im\s+schriftlichen\s+Verfahren\s+(?:am|bis\s+zum)\s+${DATE}\s+geprüft`, 'i'),
  },
  {
    // "Einwendungen bzw. Widersprüche gegen Forderungsanmeldungen sowie ggf. folgende Anträge sind bis zum
    // 23.03.2020 schriftlich bei dem hiesigen Insolvenzgericht … vorzubringen"
    kind: 'einwendungsfrist',
    pattern: new RegExp(
      String.raw`Einwendungen\b.{0,200}?\b(?:sind|können)\s+bis\s+(?:zum\s+|spätestens\s+)?${DATE}`,
      'i',
    ),
  },
  {
    // "… bedarf es der Antragstellung bis 03.02.2020, damit die Anordnung des schriftlichen Verfahrens widerrufen
    // werden kann."
    kind: 'antragsfrist',
    pattern: new RegExp(String.raw`Antragstellung\s+bis\s+(?:zum\s+|spätestens\s+)?${DATE}`, 'i'),
  },
];

export function writtenProcedureDeadlines(
  text: string,
  sentences: readonly Sentence[],
  sentenceAt: (index: number) => string,
): Deadline[] {
  const legal = findLegalDatesAt(text).flatMap(({ index, info }) => {
    const kind = kindOf(info.kind);
    return kind
      ? [{ kind, date: info.date, time: null, place: null, sentence: sentenceAt(index), relative: null }]
      : [];
  });
  const more = sentences.flatMap((sentence) =>
    SENTENCE_RULES.flatMap(({ kind, pattern }) => {
      const match = pattern.exec(sentence.text);
      const date = match ? findDates(match[1])[0] : undefined;
      if (!match || !date) return [];
      return [
        {
          kind,
          date: date.iso,
          time: null,
          place: null,
          sentence: sentenceAt(sentence.start + match.index),
          relative: null,
        },
      ];
    }),
  );
  // "Einwendungen bzw. Widersprüche gegen Forderungsanmeldungen … sind bis zum … vorzubringen" is one
  // Einwendungsfrist, though the Widersprüche rule of legal-dates.ts reads its date as the written examination too.
  const kept = legal.filter((l) => !more.some((m) => m.date === l.date && m.sentence === l.sentence));
  return [...kept, ...more];
}
