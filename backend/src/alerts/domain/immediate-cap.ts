/**
 * The per-recipient daily cap of immediate mails (`ALERT_IMMEDIATE_DAILY_CAP`, issue #30): nobody can be
 * mail-bombed. Up to the cap a batch's matches go out at once; the mail that reaches the cap says that further
 * matches wait for the 07:00 digest; beyond it nothing is sent immediately (the matches stay pending).
 */
export interface CapDecision {
  readonly send: boolean;
  /** This mail is the last of the day: it carries the one German line about the digest. */
  readonly reachesCap: boolean;
}

export function immediateCapDecision(sentToday: number, cap: number): CapDecision {
  if (cap <= 0 || sentToday >= cap) return { send: false, reachesCap: false };
  return { send: true, reachesCap: sentToday + 1 === cap };
}

/** The line of the mail that reaches the cap. */
export function capReachedNote(cap: number): string {
  return (
    `Damit haben Sie heute die Höchstzahl von ${cap} Sofort-E-Mails erreicht: weitere Treffer erhalten Sie ` +
    'in der täglichen Sammel-E-Mail um 07:00 Uhr.'
  );
}
