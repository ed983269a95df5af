/**
 * A Berichtigungsbeschluss published as a notice of its own (issue #32): the court corrects an earlier decision of
 * the same case for an obvious error (§ 319 ZPO with § 4 InsO): "Der Beschluss vom 12.11.2026 wird wegen
 * offenbarer Unrichtigkeit dahingehend berichtigt, dass …". The timeline shows it as a correction of that case.
 * Strict: "die Kosten … zu berichtigen" (to pay the costs) in opening notices is not one.
 */
export interface CorrectionOrder {
  /** ISO date of the decision corrected, or null when the notice does not name it. */
  readonly correctedDecisionDate: string | null;
}

const DATE = String.raw`(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})`;
/** Up to `n` characters within one sentence ("zu 2. berichtigt" is one: a sentence ends at ". " + capital). */
const inSentence = (n: number) => String.raw`(?:(?!\.\s+[A-ZÄÖÜ]).){0,${n}}?`;
const CORRECTED_DECISION = new RegExp(
  String.raw`\bBeschlu(?:ss|ß)(?:es)?\s+(?:des\s+(?:Amtsgerichts|Insolvenzgerichts)\s+[^,.]{1,60}?\s+)?vom\s+${DATE}` +
    `${inSentence(240)}\\bberichtigt\\b`,
  // Case-sensitive: a sentence ends at a period before a capital letter.
);
const CORRECTION_HEADING = /\bBerichtigungsbeschlu(?:ss|ß)\b/i;

const iso = (d: string, m: string, y: string) => `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;

export function correctionOrder(text: string): CorrectionOrder | null {
  const flat = text.replace(/\s+/g, ' ');
  // The corrected decision and "berichtigt" in one sentence ("wird der Beschluss vom … berichtigt", "Der Beschluss
  // vom … wird … berichtigt").
  const decision = CORRECTED_DECISION.exec(flat);
  if (decision) return { correctedDecisionDate: iso(decision[1], decision[2], decision[3]) };
  return CORRECTION_HEADING.test(flat) ? { correctedDecisionDate: null } : null;
}
