/**
 * Nordrhein-Westfalen, Hamburg and Saarland: "Amtsgericht X, Aktenzeichen: …" head, debtor introduced as "der im
 * Handelsregister des Amtsgerichts Y unter HRB n eingetragenen …", running text, signature "Amtsgericht X, date".
 */
import { germanDate } from '../calendar.js';
import { adminBlock, enforcementStop, petitionerGen, remedyParagraph } from './blocks.js';
import { type Layout, paragraphs, type TextContext } from './context.js';
import { administratorRole } from './grammar.js';
import { openingParts } from './opening-parts.js';

function head(ctx: TextContext): string {
  return `${ctx.court.headerName}, Aktenzeichen: ${ctx.facts.caseNumber}`;
}

function signature(ctx: TextContext): string {
  const sig = `${ctx.court.name}, ${germanDate(ctx.event.signatureDay)}`;
  return ctx.rng.chance(0.6) ? `${ctx.facts.caseNumber}\n${sig}` : sig;
}

function purpose(ctx: TextContext): string {
  if (!ctx.intro.purpose) return '';
  return ctx.rng.chance(0.75) ? ` Geschäftszweig: ${ctx.intro.purpose}` : ` ${ctx.intro.purpose}.`;
}

export const nrwLayout: Layout = {
  sicherung(ctx) {
    const { facts, event, rng, words } = ctx;
    const role = administratorRole(facts, true);
    const what = facts.eigenverwaltung
      ? 'die vorläufige Eigenverwaltung angeordnet worden (§ 270b InsO)'
      : 'angeordnet worden (§§ 21, 22 InsO)';
    const body = [
      `${role.zum} wird ${adminBlock(facts.administrator, 'comma', rng)} bestellt.`,
      facts.eigenverwaltung
        ? ''
        : `Über Gegenstände ${words.poss} Vermögens kann ${words.nom} nur noch mit Zustimmung ${role.gen} wirksam verfügen (Zustimmungsvorbehalt, § 21 Abs. 2 Satz 1 Nr. 2 InsO).`,
      `Schuldner ${words.gen} (Drittschuldner) dürfen nicht mehr an ${words.nom.replace(/^der /, 'den ')} zahlen. ${role.Nom} ist befugt, Außenstände und Kontoguthaben einzuziehen und Zahlungen in Empfang zu nehmen (§ 23 Abs. 1 Satz 3 InsO).`,
      enforcementStop(words),
    ].filter(Boolean);
    return paragraphs(
      head(ctx),
      `In dem Insolvenzeröffnungsverfahren über ${ctx.intro.phrase}${purpose(ctx)} ist am ${germanDate(event.decisionDay)}, um ${event.time} Uhr ${what}:`,
      body.join(' '),
      rng.chance(0.3) ? remedyParagraph(ctx.court, words, rng) : '',
      signature(ctx),
    );
  },

  eroeffnung(ctx) {
    const { facts, event, rng, words } = ctx;
    const p = openingParts(ctx, 'comma');
    const today = rng.chance(0.7)
      ? `heute, am ${germanDate(event.decisionDay)},`
      : `am ${germanDate(event.decisionDay)}`;
    return paragraphs(
      head(ctx),
      `Über ${ctx.intro.phrase}${purpose(ctx)} wird wegen ${facts.openingReason} ${today} um ${event.time} Uhr das Insolvenzverfahren eröffnet.`,
      `Die Eröffnung beruht auf dem Antrag ${petitionerGen(facts, words)}, der am ${germanDate(facts.petition.receivedDay)} bei Gericht eingegangen ist. ${p.eigenverwaltung}`.trim(),
      `${p.role.zum} wird ernannt ${p.admin}.`,
      `${p.claims} ${p.security} ${p.thirdParty}`,
      p.meeting,
      p.consumer,
      p.masseunzulaenglichkeit,
      rng.chance(0.5) ? remedyParagraph(ctx.court, words, rng) : '',
      signature(ctx),
    );
  },

  abweisung(ctx) {
    const { facts, event, rng, words } = ctx;
    const filed = germanDate(facts.petition.receivedDay);
    const dated = germanDate(facts.petition.receivedDay - rng.int(1, 7));
    const own = facts.petition.byCreditor ? '' : ` über ${words.poss === 'ihres' ? 'ihr' : 'sein'} Vermögen`;
    const lifted = rng.chance(0.3) ? ' Die angeordneten Sicherungsmaßnahmen werden aufgehoben.' : '';
    return paragraphs(
      head(ctx),
      `In dem Insolvenzeröffnungsverfahren über ${ctx.intro.phrase}${purpose(ctx)} ist der am ${filed} bei Gericht eingegangene Antrag ${petitionerGen(facts, words)} vom ${dated} auf Eröffnung des Insolvenzverfahrens${own} durch Beschluss vom ${germanDate(event.decisionDay)} mangels Masse abgewiesen worden (§ 26 InsO).${lifted}`,
      `${ctx.court.name}, ${germanDate(event.signatureDay)}`,
    );
  },

  frame(ctx, body, proceeding = 'Insolvenzverfahren') {
    return paragraphs(head(ctx), `In dem ${proceeding} über ${ctx.intro.phrase}`, body, signature(ctx));
  },
};
