/**
 * Deadlines as data (issue #32, part 3): every date a notice sets for creditors or announces for a hearing, and the
 * day the publication takes effect. Values are stored in events and read models: never renamed, only added.
 */
export const DEADLINE_KINDS = [
  'anmeldefrist',
  'berichtstermin',
  'pruefungstermin',
  'schlusstermin',
  'glaeubigerversammlung',
  'eroerterungs_abstimmungstermin',
  /** The date that replaces a Berichts-/Prüfungstermin in the written procedure (§ 5 Abs. 2 InsO). */
  'stichtag_schriftliches_verfahren',
  /** Objections to claims or to the written procedure ("Einwendungen … sind bis zum … vorzubringen"). */
  'einwendungsfrist',
  /** Motions that revoke the written procedure ("bedarf es der Antragstellung bis …"). */
  'antragsfrist',
  /** Any other deadline for creditors (a Beschwerde "binnen einer Notfrist von zwei Wochen", a plan deadline). */
  'sonstige_frist',
  /** The day the publication takes effect: two further days after the day of publication (§ 9 Abs. 1 Satz 3 InsO). */
  'wirksamkeit',
] as const;

export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

/** A deadline stated as a period ("binnen zwei Wochen") and what starts it, where the notice says. */
export interface RelativeDeadline {
  readonly text: string;
  readonly from: 'publication' | 'service' | null;
}

export interface Deadline {
  readonly kind: DeadlineKind;
  /**
   * ISO "YYYY-MM-DD". Null only for a relative deadline whose start the notice leaves to an event this service
   * cannot know (service to the party, the judgment becoming final).
   */
  readonly date: string | null;
  /** Berlin wall-clock time "HH:MM" of a hearing, null for deadlines. */
  readonly time: string | null;
  readonly place: string | null;
  /** The sentence the deadline was read from (shortened around the date when very long), or the rule applied. */
  readonly sentence: string;
  readonly relative: RelativeDeadline | null;
}
