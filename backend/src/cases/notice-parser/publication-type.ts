import type { PublicationType } from '../domain/case-notice.js';
import { RULES, type RuleType } from './publication-type-rules.js';
import { splitSentences } from './sentences.js';

/**
 * The notice type, decided from the operative sentence: every sentence is tested against the operative phrases of
 * each type (publication-type-rules.ts) and the most decisive type found wins. Later decisions win over the opening
 * they refer back to ("das am … eröffnete Verfahren wird eingestellt"), a rejection beats the lifting of preliminary
 * measures it also orders, an opening beats the hearings and the Masseunzulänglichkeit it announces, and a
 * decision beats the hearing it sets.
 */
const PRIORITY: readonly RuleType[] = [
  'abweisung_mangels_masse',
  'einstellung',
  'aufhebung_ueberwachung_insolvenzplan',
  'ueberwachung_insolvenzplan',
  'aufhebung',
  'versagung_restschuldbefreiung',
  'restschuldbefreiung',
  'insolvenzplan',
  'eroeffnung',
  'schutzschirmverfahren',
  'masseunzulaenglichkeit',
  'verteilungsverzeichnis',
  'schlussverteilung',
  'nachtragsverteilung',
  'sicherungsmassnahmen',
  'aufhebung_sicherungsmassnahmen',
  'freigabe_selbstaendige_taetigkeit',
  'verwalterwechsel',
  'verguetungsfestsetzung',
  'pruefungstermin',
  'termin',
];

export interface PublicationTypeFinding {
  readonly type: PublicationType;
  /** Index in the text of the operative word of the deciding sentence, or null for "sonstiges". */
  readonly operativeIndex: number | null;
}

/** Lower case, with words hyphenated at a line end joined again ("Insolvenzver-fahren"). */
function prepare(sentence: string): string {
  return (
    sentence
      .toLowerCase()
      .replace(/([a-zäöüß])-([a-zäöüß])/g, '$1$2')
      // A decision's heading is no part of its operative sentence ("Beschluss vom …: Das Verfahren wird aufgehoben").
      .replace(/\bbeschluss vom \d{1,2}\.\s?\d{1,2}\.\s?\d{2,4}\s*:/g, (heading) => ' '.repeat(heading.length))
  );
}

/** Which type wins when the rules found `found` (type → text index of the operative word). */
function decide(found: ReadonlyMap<RuleType, number>): PublicationTypeFinding {
  for (const type of PRIORITY) {
    const index = found.get(type);
    if (index === undefined) continue;
    // A confirmation announces the supervision that follows the Aufhebung; only with the Aufhebung is it ordered.
    if (type === 'ueberwachung_insolvenzplan' && found.has('insolvenzplan') && !found.has('aufhebung')) continue;
    if (type === 'eroeffnung' && found.has('eigenverwaltung_angeordnet')) {
      return { type: 'eigenverwaltung', operativeIndex: index };
    }
    return { type: type as PublicationType, operativeIndex: index };
  }
  return { type: 'sonstiges', operativeIndex: null };
}

/** Classifies the notice; `text` is the normalised single-line text. */
export function findPublicationType(text: string): PublicationTypeFinding {
  const found = new Map<RuleType, number>();
  for (const sentence of splitSentences(text)) {
    const lower = prepare(sentence.text);
    for (const rule of RULES) {
      if (found.has(rule.type)) continue;
      const offset = rule.test(lower);
      if (offset >= 0) found.set(rule.type, sentence.start + offset);
    }
  }
  return decide(found);
}
