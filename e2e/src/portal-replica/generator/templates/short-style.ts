/**
 * Niedersachsen, Hessen, Rheinland-Pfalz, Bremen, Sachsen-Anhalt: one running paragraph that starts with the
 * Aktenzeichen ("10 IN 82/26: Über das Vermögen der …"), register in parentheses "(AG Y, HRB n)", "vertr. d.:",
 * and the court only in the signature line.
 */
import { decisionDayOf } from '../cases/events.js';
import { germanDate } from '../calendar.js';
import { adminBlock, remedyParagraph } from './blocks.js';
import { type Layout, paragraphs, type TextContext } from './context.js';
import { administratorRole } from './grammar.js';
import { openingParts } from './opening-parts.js';

function head(ctx: TextContext): string {
  return ctx.rng.chance(0.1) ? `Geschäfts-Nr.: ${ctx.facts.headCaseNumber}` : `${ctx.facts.headCaseNumber}:`;
}

function signature(ctx: TextContext): string {
  return `${ctx.court.name}, ${germanDate(ctx.event.signatureDay)}`;
}

function purpose(ctx: TextContext): string {
  return ctx.intro.purpose ? `, Geschäftszweig: ${ctx.intro.purpose}` : '';
}

export const shortLayout: Layout = {
  sicherung(ctx) {
    const { facts, event, rng, words } = ctx;
    const role = administratorRole(facts, true);
    const text = `${head(ctx)} In dem Insolvenzantragsverfahren über ${ctx.intro.phrase}${purpose(ctx)}, ist am ${germanDate(event.decisionDay)} um ${event.time} Uhr zur Sicherung der Masse die vorläufige Insolvenzverwaltung angeordnet worden. ${role.zum} ist ${adminBlock(facts.administrator, 'comma', rng)} bestellt worden. Verfügungen ${words.genApplicant} bedürfen der Zustimmung ${role.gen}. Wer ${words.genApplicant.startsWith('der') ? 'der Antragstellerin' : 'dem Antragsteller'} etwas schuldet, darf nur noch nach Maßgabe dieses Beschlusses leisten (§ 23 Abs. 1 S. 3 InsO). Laufende Zwangsvollstreckungen in das bewegliche Vermögen werden einstweilen eingestellt.`;
    return paragraphs(text, rng.chance(0.7) ? remedyParagraph(ctx.court, words, rng) : '', signature(ctx));
  },

  eroeffnung(ctx) {
    const { event, rng } = ctx;
    const p = openingParts(ctx, 'comma');
    const sentence = rng.chance(0.15)
      ? `${head(ctx)} Am ${germanDate(event.decisionDay)} um ${event.time} Uhr ist das Insolvenzverfahren eröffnet worden über ${ctx.intro.phrase}${purpose(ctx)}.`
      : `${head(ctx)} Über ${ctx.intro.phrase}${purpose(ctx)}, ist am ${germanDate(event.decisionDay)} um ${event.time} Uhr das Insolvenzverfahren eröffnet worden.`;
    return paragraphs(
      `${sentence} ${p.eigenverwaltung} ${p.role.title.charAt(0).toUpperCase()}${p.role.title.slice(1)} ist: ${p.admin}. Die Gläubiger werden aufgefordert: a) ${p.claims.replace(/^Die Insolvenzgläubiger werden aufgefordert, /, '').replace(/\.$/, ';')} b) ${p.security}`.replace(
        / +/g,
        ' ',
      ),
      `${p.thirdParty} ${p.meeting} ${p.consumer}`.trim(),
      p.masseunzulaenglichkeit,
      'Den vollständigen Beschluss mit Rechtsmittelbelehrung können Beteiligte in der Geschäftsstelle des Insolvenzgerichts einsehen.',
      signature(ctx),
    );
  },

  abweisung(ctx) {
    const { facts, event, rng, words } = ctx;
    const earlier =
      facts.ref.originType === 'sich' && rng.chance(0.5)
        ? ` Die Anordnung der vorläufigen Verwaltung vom ${germanDate(decisionDayOf(facts, 'sicherungsmassnahmen', facts.ref.originDay))} ist aufgehoben worden.`
        : '';
    return paragraphs(
      `${head(ctx)} In dem Insolvenzantragsverfahren über ${ctx.intro.phrase}${purpose(ctx)}, ist der Antrag auf Eröffnung des Insolvenzverfahrens am ${germanDate(event.decisionDay)} mangels Masse abgewiesen worden, § 26 Abs. 1 InsO.${earlier} Der Beschluss liegt in der Geschäftsstelle zur Einsicht aus.`,
      rng.chance(0.5) ? remedyParagraph(ctx.court, words, rng) : '',
      signature(ctx),
    );
  },

  frame(ctx, body, proceeding = 'Insolvenzverfahren') {
    return paragraphs(`${head(ctx)} In dem ${proceeding} über ${ctx.intro.phrase}:`, body, signature(ctx));
  },
};
