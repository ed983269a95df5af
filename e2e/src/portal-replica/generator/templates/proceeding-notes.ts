/**
 * Bodies of the notices that do not change a proceeding's stage, or come after its end: Masseunzulänglichkeit,
 * Freigabe of a self-employment, a new administrator, remuneration, Nachtragsverteilung, and the rare rest
 * ("Sonstiges") that has no type of its own.
 */
import { germanDate } from '../calendar.js';
import { administratorPool } from '../parties/administrators.js';
import { adminBlock } from './blocks.js';
import type { TextContext } from './context.js';
import { administratorRole, roleWords } from './grammar.js';
import { decided, openedOn } from './later-stages.js';

export function masseunzulaenglichkeit(ctx: TextContext): string {
  const role = administratorRole(ctx.facts, false);
  return `${role.Nom} hat dem Insolvenzgericht am ${germanDate(ctx.event.decisionDay)} angezeigt, dass Masseunzulänglichkeit vorliegt (§ 208 Abs. 1 InsO). Die Masse reicht zwar zur Deckung der Verfahrenskosten, nicht aber zur Erfüllung der fälligen sonstigen Masseverbindlichkeiten.`;
}

export function freigabe(ctx: TextContext): string {
  const role = administratorRole(ctx.facts, false);
  return `${role.Nom} hat gegenüber ${ctx.words.dat} erklärt, dass Vermögen aus der selbständigen Tätigkeit nicht zur Insolvenzmasse gehört und Ansprüche aus dieser Tätigkeit nicht im Insolvenzverfahren geltend gemacht werden können (Freigabe nach § 35 Abs. 2 InsO).`;
}

export function verwalterwechsel(ctx: TextContext): string {
  const { facts, rng } = ctx;
  const role = administratorRole(facts, false);
  const successor = rng.pick(administratorPool(facts.ref.seed, ctx.court));
  const next = roleWords(facts.eigenverwaltung ? 'Sachwalter' : 'Insolvenzverwalter', successor.female, false);
  return `${decided(ctx)} ${role.Nom} ${facts.administrator.name} wird aus wichtigem Grund entlassen (§ 59 InsO). ${next.zum} wird ${adminBlock(successor, 'comma', rng)} bestellt.`;
}

/** The administrator's remuneration, or after the Aufhebung (ENT_AUF_VERF) the trustee's. */
export function verguetungsfestsetzung(ctx: TextContext): string {
  const { facts, event } = ctx;
  if (event.subject === 'ENT_AUF_VERF') {
    const trustee = roleWords('Treuhänder', facts.administrator.female, false);
    return `${decided(ctx)} Die Vergütung ${trustee.gen} für die Tätigkeit während der Abtretungsfrist wird festgesetzt (§ 293 InsO). Das Verfahren wurde am ${openedOn(ctx)} eröffnet und ist inzwischen aufgehoben.`;
  }
  const role = administratorRole(facts, false);
  return `${decided(ctx)} Die Vergütung und die Auslagen ${role.gen} werden festgesetzt. Den vollständigen Beschluss können die Beteiligten in der Geschäftsstelle einsehen (§ 64 Abs. 2 InsO).`;
}

export function nachtragsverteilung(ctx: TextContext): string {
  return `${decided(ctx)} Für nachträglich ermittelte Vermögensgegenstände ${ctx.words.gen} wird die Nachtragsverteilung angeordnet (§ 203 Abs. 1 Nr. 3 InsO). Mit der Durchführung wird ${ctx.facts.administrator.name} beauftragt.`;
}

/** What has no type of its own: a Verfahrenspfleger for a company without management, a lifted mail ban. */
export function sonstiges(ctx: TextContext): string {
  const { facts, rng, words } = ctx;
  if (facts.debtor.kind === 'company' && rng.chance(0.5)) {
    return `${decided(ctx)} Für ${words.nom} wird ein Verfahrenspfleger bestellt (§ 4 InsO i. V. m. § 57 ZPO), da ${words.nom} führungslos ist. Der Verfahrenspfleger erhält für seine Tätigkeit keine Vergütung aus der Staatskasse.`;
  }
  return `${decided(ctx)} Die Postsperre (§ 99 InsO) wird mit sofortiger Wirkung beendet. ${words.nom === 'der Schuldner' ? 'Der Schuldner' : 'Die Schuldnerin'} erhält die Post wieder unmittelbar.`;
}
