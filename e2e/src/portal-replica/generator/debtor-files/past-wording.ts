/**
 * How the notices of an added proceeding (linked-origins.ts) speak of the debtor's past, in the ways courts write
 * it: the former name after the firm ("vormals …", "früher firmierend unter …", "bis zum … firmierend als …"), the
 * former register entry after the debtor's block ("davor eingetragen beim Amtsgericht … (HRB …) mit Sitz in …",
 * the form of the real EXCKON-Air notice, and others), and a referral paragraph at the new court naming the old
 * court's Aktenzeichen, or at the old court naming the new one ("an das zuständige Amtsgericht … verwiesen"). Some
 * wordings are ones the link rules of the app did not know when they were written: the variety is the point.
 */
import type { CaseFacts, DebtorPast } from '../cases/case-facts.js';
import { germanDate, addWorkingDays } from '../calendar.js';
import { registerText } from '../parties/companies.js';
import type { Rng } from '../random.js';

const genitive = (court: string) => court.replace(/^Amtsgericht\b/, 'Amtsgerichts');

/** Inserted right after the firm's name: the former name, or ''. */
export function formerNameClause(past: DebtorPast, facts: CaseFacts, rng: Rng): string {
  if (!past.formerName) return '';
  const old = past.formerName;
  const moved = past.earlier.court.code !== facts.court.code;
  const oldSeat = past.earlier.seat;
  const seat = moved || rng.chance(0.3) ? oldSeat : null;
  const renamedOn = germanDate(addWorkingDays(facts.ref.originDay, -rng.int(15, 200)));
  const variants = [
    () => `, vormals ${old}${seat ? `, ${seat}` : ''}`,
    () => ` (vormals: ${old}${seat ? ` mit Sitz in ${seat}` : ''})`,
    () => `, früher firmierend unter ${old}${seat ? `, ${seat}` : ''}`,
    () => ` (früher: ${old}${seat ? `, ${seat}` : ''})`,
    () => `, ehemals ${old}`,
    () => `, vormals firmierend als „${old}“`,
    () => `, bis zum ${renamedOn} firmierend als ${old}${seat ? ` mit Sitz in ${seat}` : ''}`,
    () => ` (umfirmiert am ${renamedOn}; bisherige Firma: ${old})`,
  ];
  return rng.pick(variants)();
}

/** Appended to the debtor's block: the register entry before the register court changed, or ''. */
export function formerRegisterClause(past: DebtorPast, facts: CaseFacts, rng: Rng): string {
  const reg = past.formerRegister;
  if (!reg || rng.chance(0.1)) return ''; // some notices do not say it
  const court = reg.court.name;
  const entry = registerText(reg);
  const oldSeat = past.earlier.seat;
  const variants = [
    () => `, davor eingetragen beim ${court} (${entry}) mit Sitz in ${oldSeat}`,
    () => `, vormals eingetragen im Handelsregister des ${genitive(court)} unter ${entry}`,
    () => `, früher eingetragen beim ${court}, ${entry}`,
    () =>
      ` (bis zur Sitzverlegung nach ${facts.seat} eingetragen im Handelsregister des ${genitive(court)} unter ${entry})`,
    () => `, zuvor: AG ${reg.court.place}, ${entry}`,
  ];
  return rng.pick(variants)();
}

/** The paragraph of the new court's notice that names the old court's proceeding, or ''. */
export function referredFromParagraph(facts: CaseFacts, rng: Rng): string {
  const earlier = facts.past?.earlier;
  if (!earlier) return '';
  const a = earlier.court.name;
  const az = earlier.caseNumber;
  const on = germanDate(addWorkingDays(facts.ref.originDay, -rng.int(1, 4)));
  const variants = [
    () =>
      `Das Verfahren ist durch Beschluss des ${genitive(a)} vom ${on} (Az. ${az}) an das hiesige Insolvenzgericht verwiesen worden.`,
    () =>
      `Das ${a} hat sich mit Beschluss vom ${on} für örtlich unzuständig erklärt und das Verfahren ${az} auf Antrag der Schuldnerin an das ${facts.court.name} verwiesen.`,
    () =>
      `Das Insolvenzantragsverfahren war bisher beim ${a} unter dem Aktenzeichen ${az} anhängig; es wird nach Abgabe hier unter dem obigen Aktenzeichen fortgeführt.`,
    () => `Das Verfahren wurde vom ${a} (früheres Aktenzeichen: ${az}) übernommen.`,
    () => `Früheres Aktenzeichen: ${a}, ${az}.`,
    () => `Das zunächst beim ${a} unter ${az} geführte Verfahren ist an das ${facts.court.name} verwiesen worden.`,
  ];
  return rng.pick(variants)();
}

/** The body of the old court's notice that it referred the case to the new court (a notice of the old case). */
export function referredToBody(later: CaseFacts, rng: Rng, decisionDay: number): string {
  const b = later.court.name;
  const az = later.caseNumber;
  const on = germanDate(decisionDay);
  const variants = [
    () =>
      `Das Gericht hat sich durch Beschluss vom ${on} für örtlich unzuständig erklärt und das Verfahren auf Antrag der Schuldnerin an das zuständige ${b} verwiesen. Dort wird es unter dem Aktenzeichen ${az} geführt.`,
    () => `Das Verfahren wird mit Beschluss vom ${on} an das ${b} verwiesen, Az. dort: ${az}.`,
    () =>
      `Das Insolvenzantragsverfahren ist an das ${b} abgegeben worden und wird dort unter dem Aktenzeichen ${az} fortgeführt. Anträge und Anmeldungen sind ab sofort an das ${b} zu richten.`,
  ];
  return rng.pick(variants)();
}
