/**
 * Bodies of the publications after the opening (or instead of it): lifted Sicherungsmaßnahmen, Termine,
 * Einstellung, Aufhebung, Restschuldbefreiung, Verteilungsverzeichnis, Insolvenzplan, Sonstiges and decisions
 * after the Aufhebung. Each layout frames these bodies with its own head and signature.
 */
import { decisionDayOf } from '../cases/events.js';
import { germanDate } from '../calendar.js';
import { administratorPool } from '../parties/administrators.js';
import { adminBlock, hearingAfter, hearingText } from './blocks.js';
import type { TextContext } from './context.js';
import { administratorRole, euro, roleWords } from './grammar.js';

// Math members are bound once: global lookups are slow in Jest's VM modules, where the replica also runs.
const { round } = Math;

function openedOn(ctx: TextContext): string {
  const pub = ctx.facts.openingPublicationDay ?? ctx.facts.ref.originDay;
  return germanDate(decisionDayOf(ctx.facts, 'eroeffnung', pub));
}

function decided(ctx: TextContext): string {
  return `Beschluss vom ${germanDate(ctx.event.decisionDay)}:`;
}

function isPerson(ctx: TextContext): boolean {
  return ctx.facts.debtor.kind === 'person';
}

export function liftedSafeguards(ctx: TextContext): string {
  const { facts, rng } = ctx;
  const role = administratorRole(facts, true);
  const why = rng.pick([
    'der Insolvenzantrag zurückgenommen worden ist',
    'der Antrag für erledigt erklärt worden ist',
    'die antragstellende Gläubigerin befriedigt worden ist',
  ]);
  const ordered = decisionDayOf(facts, 'sicherungsmassnahmen', facts.ref.originDay);
  return `${decided(ctx)} Die mit Beschluss vom ${germanDate(ordered)} angeordneten Sicherungsmaßnahmen werden aufgehoben, da ${why}. Das Amt ${role.gen} ${facts.administrator.name} endet mit der Rechtskraft dieses Beschlusses.`;
}

export function termin(ctx: TextContext): string {
  const { facts, event, rng, court } = ctx;
  const role = administratorRole(facts, false);
  const hearing = hearingAfter(event.decisionDay, rng);
  const where = hearingText(hearing, court);
  switch (rng.int(0, 4)) {
    case 0:
      return `Termin zur abschließenden Gläubigerversammlung (Schlusstermin) wird bestimmt auf ${where}. Gegenstand: Erörterung der Schlussrechnung ${role.gen}, Erhebung von Einwendungen gegen das Schlussverzeichnis und Entscheidung der Gläubiger über nicht verwertbare Gegenstände der Insolvenzmasse${isPerson(ctx) ? ' sowie Anhörung zum Antrag auf Restschuldbefreiung' : ''}. Die Schlussrechnung liegt zur Einsicht auf der Geschäftsstelle aus.`;
    case 1:
      return `Das Verfahren wird schriftlich fortgeführt. An die Stelle des Schlusstermins tritt der ${germanDate(hearing.day)}. Bis zu diesem Tag können Einwendungen gegen das Schlussverzeichnis schriftlich erhoben werden; später eingehende Einwendungen bleiben unberücksichtigt.`;
    case 2:
      return `Termin zur Prüfung nachträglich angemeldeter Forderungen: ${where}. Der Termin findet im schriftlichen Verfahren statt, wenn nicht bis eine Woche vorher ein Gläubiger die mündliche Verhandlung beantragt.`;
    case 3:
      return `Eine Gläubigerversammlung wird einberufen auf ${where}. Tagesordnung: Bericht ${role.gen} über den Stand des Verfahrens, Beschlussfassung über die Veräußerung des Unternehmens im Ganzen (§ 160 InsO) und gegebenenfalls über die Einstellung des Verfahrens mangels Masse (§ 207 InsO).`;
    default:
      return `Der im Eröffnungsbeschluss vom ${openedOn(ctx)} bestimmte Berichts- und Prüfungstermin wird aufgehoben und verlegt auf ${where}.`;
  }
}

export function einstellung(ctx: TextContext): string {
  const { rng, words } = ctx;
  switch (rng.int(0, 3)) {
    case 0:
      return `${decided(ctx)} Das am ${openedOn(ctx)} eröffnete Insolvenzverfahren wird mangels einer die Kosten des Verfahrens deckenden Masse eingestellt (§ 207 InsO).`;
    case 1:
      return `${decided(ctx)} Nachdem die Masseunzulänglichkeit angezeigt und die Masse nach § 209 InsO verteilt worden ist, wird das Insolvenzverfahren gemäß § 211 Abs. 1 InsO eingestellt.`;
    case 2:
      return `${decided(ctx)} Das Insolvenzverfahren wird auf Antrag ${words.gen} mit Zustimmung aller Gläubiger, die Forderungen angemeldet haben, eingestellt (§ 213 InsO).`;
    default:
      return `${decided(ctx)} Das Insolvenzverfahren wird nach § 212 InsO eingestellt, weil der Eröffnungsgrund weggefallen ist.`;
  }
}

export function aufhebung(ctx: TextContext): string {
  const { facts, rng, words } = ctx;
  if (facts.debtor.kind === 'person' && rng.chance(0.6)) {
    const trustee = roleWords('Treuhänder', facts.administrator.female, false);
    return `${decided(ctx)} Das Insolvenzverfahren wird nach Vollzug der Schlussverteilung aufgehoben (§ 200 InsO). ${words.nom === 'der Schuldner' ? 'Der Schuldner' : 'Die Schuldnerin'} hat Restschuldbefreiung beantragt. Für die Dauer der Abtretungsfrist bleibt ${facts.administrator.name} als ${trustee.title} bestellt; die pfändbaren Bezüge sind an ${trustee.nom.replace(/^der /, 'den ')} abgetreten.`;
  }
  return rng.chance(0.8)
    ? `${decided(ctx)} Das Insolvenzverfahren wird nach Vollzug der Schlussverteilung aufgehoben (§ 200 Abs. 1 InsO).`
    : `${decided(ctx)} Nachdem die Bestätigung des Insolvenzplans rechtskräftig ist, wird das Insolvenzverfahren aufgehoben (§ 258 Abs. 1 InsO).`;
}

export function restschuldbefreiung(ctx: TextContext): string {
  const { rng, words } = ctx;
  const Subj = words.nom === 'der Schuldner' ? 'Dem Schuldner' : 'Der Schuldnerin';
  switch (rng.int(0, 5)) {
    case 0:
      return `${decided(ctx)} ${Subj} wird die Restschuldbefreiung versagt, weil ${words.nom} während der Abtretungsfrist eine Obliegenheit verletzt und dadurch die Befriedigung der Insolvenzgläubiger beeinträchtigt hat (§ 296 InsO).`;
    case 1:
      return `${decided(ctx)} ${Subj} wird vorzeitig Restschuldbefreiung erteilt, da die Kosten des Verfahrens und die sonstigen Masseverbindlichkeiten berichtigt sind (§ 300 Abs. 1 Satz 2 InsO).`;
    default:
      return `${decided(ctx)} ${Subj} wird nach Ablauf der Abtretungsfrist Restschuldbefreiung erteilt (§ 300 InsO). Von der Befreiung ausgenommen sind die in § 302 InsO genannten Forderungen.`;
  }
}

export function verteilungsverzeichnis(ctx: TextContext): string {
  const { facts, rng } = ctx;
  const role = administratorRole(facts, false);
  const claims = rng.int(8_000, 2_500_000) + rng.int(0, 99) / 100;
  const mass = round(claims * (0.005 + rng.next() * 0.2) * 100) / 100;
  const kind = rng.chance(0.75) ? 'Schlussverteilung' : 'Abschlagsverteilung';
  return `Verteilungsverzeichnis gemäß § 188 InsO: In dem Verfahren soll eine ${kind} erfolgen. Das Verzeichnis der zu berücksichtigenden Forderungen liegt für die Beteiligten in der Geschäftsstelle des Insolvenzgerichts zur Einsicht aus. Die Summe der zu berücksichtigenden Forderungen beträgt ${euro(claims)} EUR, der verfügbare Massebestand ${euro(mass)} EUR.${
    rng.chance(0.4)
      ? ` ${role.title.charAt(0).toUpperCase()}${role.title.slice(1)}: ${adminBlock(facts.administrator, 'comma', rng, false)}`
      : ''
  }`;
}

export function insolvenzplan(ctx: TextContext): string {
  const { event, rng, court } = ctx;
  switch (rng.int(0, 2)) {
    case 0:
      return `${decided(ctx)} Der Insolvenzplan vom ${germanDate(event.decisionDay - rng.int(20, 90))} wird bestätigt (§ 248 InsO). Die Erfüllung des Plans wird überwacht (§ 260 InsO).`;
    case 1:
      return `${decided(ctx)} Die Überwachung der Erfüllung des Insolvenzplans wird aufgehoben (§ 268 Abs. 1 Nr. 1 InsO), da die im gestaltenden Teil vorgesehenen Ansprüche erfüllt sind.`;
    default:
      return `Erörterungs- und Abstimmungstermin über den vorgelegten Insolvenzplan (§ 235 InsO): ${hearingText(hearingAfter(event.decisionDay, rng), court)}. Der Plan liegt mit seinen Anlagen auf der Geschäftsstelle zur Einsicht aus.`;
  }
}

export function sonstiges(ctx: TextContext): string {
  const { facts, rng, words } = ctx;
  const role = administratorRole(facts, false);
  const roll = rng.int(0, 3);
  if (roll === 0 && facts.debtor.kind === 'person') {
    return `${role.Nom} hat gegenüber ${words.dat} erklärt, dass Vermögen aus der selbständigen Tätigkeit nicht zur Insolvenzmasse gehört und Ansprüche aus dieser Tätigkeit nicht im Insolvenzverfahren geltend gemacht werden können (Freigabe nach § 35 Abs. 2 InsO).`;
  }
  if (roll === 1) {
    const successor = rng.pick(administratorPool(facts.ref.seed, ctx.court));
    const next = roleWords(facts.eigenverwaltung ? 'Sachwalter' : 'Insolvenzverwalter', successor.female, false);
    return `${decided(ctx)} ${role.Nom} ${facts.administrator.name} wird aus wichtigem Grund entlassen (§ 59 InsO). ${next.zum} wird ${adminBlock(successor, 'comma', rng)} bestellt.`;
  }
  if (roll === 2) {
    return `${role.Nom} hat dem Insolvenzgericht am ${germanDate(ctx.event.decisionDay)} angezeigt, dass Masseunzulänglichkeit vorliegt (§ 208 Abs. 1 InsO). Die Masse reicht zwar zur Deckung der Verfahrenskosten, nicht aber zur Erfüllung der fälligen sonstigen Masseverbindlichkeiten.`;
  }
  return `${decided(ctx)} Die Vergütung und die Auslagen ${role.gen} werden festgesetzt. Den vollständigen Beschluss können die Beteiligten in der Geschäftsstelle einsehen (§ 64 Abs. 2 InsO).`;
}

/** ENT_AUF_VERF: decisions after the Aufhebung (Nachtragsverteilung, trustee matters). */
export function nachAufhebung(ctx: TextContext): string {
  const { facts, rng } = ctx;
  if (rng.chance(0.6)) {
    return `${decided(ctx)} Für nachträglich ermittelte Vermögensgegenstände ${ctx.words.gen} wird die Nachtragsverteilung angeordnet (§ 203 Abs. 1 Nr. 3 InsO). Mit der Durchführung wird ${facts.administrator.name} beauftragt.`;
  }
  const trustee = roleWords('Treuhänder', facts.administrator.female, false);
  return `${decided(ctx)} Die Vergütung ${trustee.gen} für die Tätigkeit während der Abtretungsfrist wird festgesetzt (§ 293 InsO). Das Verfahren wurde am ${openedOn(ctx)} eröffnet und ist inzwischen aufgehoben.`;
}
