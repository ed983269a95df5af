/**
 * Bodies of the decisions that change a proceeding's stage, after the first measures or the opening: Schutzschirm,
 * lifted Sicherungsmaßnahmen, Einstellung, Aufhebung, Restschuldbefreiung and its refusal, Verteilungsverzeichnis,
 * Insolvenzplan and its supervision. Hearings are in hearings.ts, the other notices in proceeding-notes.ts. Each
 * layout frames these bodies with its own head and signature.
 */
import { decisionDayOf } from '../cases/events.js';
import { germanDate } from '../calendar.js';
import { adminBlock } from './blocks.js';
import type { TextContext } from './context.js';
import { administratorRole, euro, roleWords } from './grammar.js';

// Math members are bound once: global lookups are slow in Jest's VM modules, where the replica also runs.
const { round } = Math;

export function openedOn(ctx: TextContext): string {
  const pub = ctx.facts.openingPublicationDay ?? ctx.facts.ref.originDay;
  return germanDate(decisionDayOf(ctx.facts, 'eroeffnung', pub));
}

export function decided(ctx: TextContext): string {
  return `Beschluss vom ${germanDate(ctx.event.decisionDay)}:`;
}

export function isPerson(ctx: TextContext): boolean {
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
  return rng.chance(0.25)
    ? `${decided(ctx)} ${Subj} wird vorzeitig Restschuldbefreiung erteilt, da die Kosten des Verfahrens und die sonstigen Masseverbindlichkeiten berichtigt sind (§ 300 Abs. 1 Satz 2 InsO).`
    : `${decided(ctx)} ${Subj} wird nach Ablauf der Abtretungsfrist Restschuldbefreiung erteilt (§ 300 InsO). Von der Befreiung ausgenommen sind die in § 302 InsO genannten Forderungen.`;
}

export function versagungRestschuldbefreiung(ctx: TextContext): string {
  const { rng, words } = ctx;
  const Subj = words.nom === 'der Schuldner' ? 'Dem Schuldner' : 'Der Schuldnerin';
  switch (rng.int(0, 2)) {
    case 0:
      return `${decided(ctx)} ${Subj} wird die Restschuldbefreiung versagt, weil ${words.nom} während der Abtretungsfrist eine Obliegenheit verletzt und dadurch die Befriedigung der Insolvenzgläubiger beeinträchtigt hat (§ 296 InsO).`;
    case 1:
      return `${decided(ctx)} Auf Antrag einer Insolvenzgläubigerin wird ${words.dat} die Restschuldbefreiung versagt (§ 290 Abs. 1 Nr. 5 InsO), da ${words.nom} Auskunfts- und Mitwirkungspflichten vorsätzlich verletzt hat.`;
    default:
      return `${decided(ctx)} Die ${words.dat} erteilte Restschuldbefreiung wird auf Antrag eines Insolvenzgläubigers widerrufen (§ 303 Abs. 1 InsO).`;
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
  const { event, rng } = ctx;
  return `${decided(ctx)} Der Insolvenzplan vom ${germanDate(event.decisionDay - rng.int(20, 90))} wird bestätigt (§ 248 InsO). Die Beteiligten können den Beschluss in der Geschäftsstelle einsehen.`;
}

/** The Aufhebung after a confirmed plan, with the plan's fulfilment supervised (INSO_PLAN). */
export function ueberwachungInsolvenzplan(ctx: TextContext): string {
  const role = administratorRole(ctx.facts, false);
  return `${decided(ctx)} Das Insolvenzverfahren wird aufgehoben, da die Bestätigung des Insolvenzplans rechtskräftig ist (§ 258 Abs. 1 InsO). Die Erfüllung des Insolvenzplans wird überwacht (§ 260 InsO); die Überwachung obliegt ${role.dat}. Während der Überwachung sind Darlehen nur mit Zustimmung ${role.gen} wirksam (§ 263 InsO).`;
}

export function aufhebungUeberwachung(ctx: TextContext): string {
  return `${decided(ctx)} Die Überwachung der Erfüllung des Insolvenzplans wird aufgehoben (§ 268 Abs. 1 Nr. 1 InsO), da die im gestaltenden Teil vorgesehenen Ansprüche erfüllt sind.`;
}

/** Schutzschirmverfahren (§ 270d InsO): a deadline for the plan and a preliminary Sachwalter. */
export function schutzschirm(ctx: TextContext): string {
  const { facts, event, rng, words } = ctx;
  const sachwalter = roleWords('Sachwalter', facts.administrator.female, true);
  const Subj = words.nom === 'der Schuldner' ? 'Dem Schuldner' : 'Der Schuldnerin';
  return `${decided(ctx)} ${Subj} wird auf ${words.nom === 'der Schuldner' ? 'seinen' : 'ihren'} Antrag zur Vorlage eines Insolvenzplans eine Frist bis zum ${germanDate(event.decisionDay + rng.int(60, 90))} bestimmt (Schutzschirmverfahren, § 270d InsO). ${sachwalter.zum} wird ${adminBlock(facts.administrator, 'comma', rng)} bestellt.`;
}
