/**
 * Sachsen: "… ergeht am … nachfolgende Entscheidung: 1. … eröffnet. 2. Zum Insolvenzverwalter wird … bestellt.",
 * register as "Amtsgericht Y , HRB n", administrator block without commas.
 */
import { germanDate } from '../calendar.js';
import { adminBlock, enforcementStop, hearingAfter, remedyParagraph } from './blocks.js';
import { type Layout, numbered, paragraphs, type TextContext } from './context.js';
import { administratorRole } from './grammar.js';
import { openingParts } from './opening-parts.js';

function head(ctx: TextContext): string {
  return `${ctx.court.name}, Aktenzeichen: ${ctx.facts.caseNumber}`;
}

function signature(ctx: TextContext): string {
  return `${ctx.facts.caseNumber}\n${ctx.court.name}, Abteilung für Insolvenzsachen, ${germanDate(ctx.event.signatureDay)}`;
}

export const sachsenLayout: Layout = {
  sicherung(ctx) {
    const { facts, rng, words } = ctx;
    const role = administratorRole(facts, true);
    return paragraphs(
      head(ctx),
      `In dem Insolvenzeröffnungsverfahren über ${ctx.intro.phrase}`,
      numbered([
        `${role.zum} wird ${adminBlock(facts.administrator, 'run-on', rng)}, bestellt (§§ 21 Abs. 2 Nr. 1, 22 Abs. 2 InsO). Die Anordnung erfolgt am ${germanDate(ctx.event.decisionDay)} um ${ctx.event.time} Uhr.`,
        `${words.nom === 'der Schuldner' ? 'Der Schuldner' : 'Die Schuldnerin'} kann über ${words.poss === 'ihres' ? 'ihr' : 'sein'} Vermögen nur noch mit Zustimmung ${role.gen} verfügen (allgemeiner Zustimmungsvorbehalt, § 21 Abs. 2 Satz 1 Nr. 2 InsO).`,
        `${role.Nom} nimmt das Vermögen ${words.gen} in Besitz, um es zu sichern, und darf Außenstände sowie Kontoguthaben einziehen.`,
        `Die Drittschuldner dürfen nur noch an ${role.nom.replace(/^der vorläufige /, 'den vorläufigen ')} leisten.`,
        `${role.Nom} erstattet zugleich als Sachverständige${facts.administrator.female ? '' : 'r'} ein Gutachten dazu, ob ein Eröffnungsgrund besteht und die Masse die Verfahrenskosten deckt.`,
        enforcementStop(words),
      ]),
      remedyParagraph(ctx.court, words, rng),
      signature(ctx),
    );
  },

  eroeffnung(ctx) {
    const { facts, event, rng, words } = ctx;
    const p = openingParts(ctx, 'run-on');
    const contest = hearingAfter(p.deadline, rng);
    const branch = ctx.intro.purpose ? ` (Geschäftszweig: ${ctx.intro.purpose})` : '';
    return paragraphs(
      head(ctx),
      `In dem Insolvenzverfahren über ${ctx.intro.phrase} ergeht am ${germanDate(event.decisionDay)} nachfolgende Entscheidung:`,
      numbered([
        `Über das Vermögen ${words.gen}${branch} wird am ${germanDate(event.decisionDay)} um ${event.time} Uhr wegen ${facts.openingReason} das Insolvenzverfahren eröffnet. ${p.eigenverwaltung}`.trim(),
        `${p.role.zum} wird ${p.admin} bestellt.`,
        `${p.role.Nom} wird beauftragt, die Zustellungen nach § 30 Abs. 2 InsO vorzunehmen (§ 8 Abs. 3 InsO).`,
        `${p.claims} ${p.security}`,
        `${p.thirdParty} Die Forderungsanmeldungen und die Insolvenztabelle können auf der Geschäftsstelle eingesehen werden.`,
        rng.chance(0.6)
          ? `Auf den Berichtstermin wird verzichtet. Widersprüche gegen angemeldete Forderungen sind bis zum ${germanDate(contest.day)} beim ${ctx.court.name}, ${ctx.court.street}, ${ctx.court.postalCode} ${ctx.court.city} schriftlich einzureichen.`
          : p.meeting,
        p.consumer,
        p.deletion,
      ]),
      signature(ctx),
    );
  },

  abweisung(ctx) {
    const { event, rng, words } = ctx;
    return paragraphs(
      head(ctx),
      `In dem Insolvenzeröffnungsverfahren über ${ctx.intro.phrase} - wurde der Antrag auf Eröffnung des Insolvenzverfahrens durch Beschluss vom ${germanDate(event.decisionDay)} mangels Masse abgewiesen.`,
      remedyParagraph(ctx.court, words, rng),
      `${ctx.facts.caseNumber}\n${ctx.court.name}, ${germanDate(event.signatureDay)}`,
    );
  },

  frame(ctx, body, proceeding = 'Insolvenzverfahren') {
    return paragraphs(head(ctx), `In dem ${proceeding} über ${ctx.intro.phrase}`, body, signature(ctx));
  },
};
