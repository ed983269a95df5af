/**
 * Baden-Württemberg, Bayern, Mecklenburg-Vorpommern, Schleswig-Holstein, Thüringen: the Aktenzeichen alone on
 * the first line, "In dem Verfahren über den Antrag …", "- Schuldnerin -", "Beschluss:", numbered items, and the
 * court only in the last line ("Amtsgericht X - Insolvenzgericht - date").
 */
import { germanDate, weekdayName } from '../calendar.js';
import { adminBlock, creditorIntro, enforcementStop, hearingAfter, remedyParagraph } from './blocks.js';
import { type Layout, numbered, paragraphs, type TextContext } from './context.js';
import { administratorRole } from './grammar.js';
import { openingParts } from './opening-parts.js';

function signature(ctx: TextContext): string {
  return `${ctx.court.name} - Insolvenzgericht - ${germanDate(ctx.event.signatureDay)}`;
}

function subject(ctx: TextContext): string {
  return ctx.intro.phrase.replace(/^das Vermögen /, '');
}

function electronicFiling(ctx: TextContext): string {
  return ctx.court.state === 'BW'
    ? 'Die elektronische Einlegung ist möglich, eine einfache E-Mail reicht dafür nicht aus. Hinweise zur elektronischen Einreichung bei Gericht finden Sie auf www.ejustice-bw.de.'
    : 'Eine elektronische Einreichung ist zulässig; die Voraussetzungen ergeben sich aus § 130a ZPO, Hinweise finden Sie unter www.justiz.de.';
}

function petitionHead(ctx: TextContext): string {
  const { facts, words } = ctx;
  if (facts.petition.byCreditor) {
    return `In dem Verfahren über den Antrag d. ${creditorIntro(facts)} auf Eröffnung des Insolvenzverfahrens über das Vermögen ${subject(ctx)}\n${words.marker}`;
  }
  return `In dem Verfahren über den Antrag ${subject(ctx)}\n${words.marker}\nauf Eröffnung des Insolvenzverfahrens über das eigene Vermögen`;
}

export const southLayout: Layout = {
  sicherung(ctx) {
    const { facts, event, rng, words } = ctx;
    const role = administratorRole(facts, true);
    return paragraphs(
      facts.caseNumber,
      petitionHead(ctx),
      'Beschluss:',
      `Zur Sicherung der künftigen Masse und um nachteilige Veränderungen der Vermögenslage ${words.gen} zu verhüten, wird am ${germanDate(event.decisionDay)} um ${event.time} Uhr angeordnet (§§ 21, 22 InsO):`,
      numbered([
        enforcementStop(words),
        `${role.zum} wird ${adminBlock(facts.administrator, 'south', rng)} bestellt. Ohne Zustimmung ${role.gen} kann ${words.nom} über das schuldnerische Vermögen nicht mehr wirksam verfügen (§ 21 Abs. 2 Satz 1 Nr. 2 InsO).`,
        `${role.Nom} darf Forderungen und Kontoguthaben ${words.gen} einziehen. Drittschuldner dürfen nur noch an ${role.nom.replace(/^der vorläufige /, 'den vorläufigen ')} leisten (§ 23 Abs. 1 Satz 3 InsO).`,
        rng.chance(0.6)
          ? `${role.Nom} soll zugleich als Sachverständige${facts.administrator.female ? '' : 'r'} begutachten, ob ein Eröffnungsgrund gegeben ist und ob der Betrieb fortgeführt werden kann.`
          : '',
      ]),
      'Hinweis: Gespeichert bleibt die Veröffentlichung, solange die Anordnung wirkt; gelöscht wird sie spätestens sechs Monate nach deren Aufhebung (§ 3 Abs. 1 InsoBekV).',
      remedyParagraph(ctx.court, words, rng, false),
      electronicFiling(ctx),
      signature(ctx),
    );
  },

  eroeffnung(ctx) {
    const { facts, event, rng, words } = ctx;
    const p = openingParts(ctx, 'south');
    const hearing = hearingAfter(p.deadline, rng);
    const where = `${weekdayName(hearing.day)}, ${germanDate(hearing.day)}, ${hearing.time} Uhr, ${hearing.room}, ${ctx.court.street}, ${ctx.court.name}`;
    return paragraphs(
      facts.caseNumber,
      `In dem Insolvenzverfahren über ${ctx.intro.phrase}\n${words.marker}${ctx.intro.purpose ? `\nGeschäftszweig: ${ctx.intro.purpose}` : ''}`,
      numbered([
        `Über das Vermögen ${words.gen} wird wegen ${facts.openingReason} am ${germanDate(event.decisionDay)} um ${event.time.replace(':', '.')} Uhr das Insolvenzverfahren eröffnet.`,
        p.eigenverwaltung,
        `${p.role.zum} wird bestellt: ${p.admin}`,
        `${p.claims} Bei der Anmeldung sind Grund und Betrag der Forderung anzugeben.`,
        facts.kind === 'company'
          ? `Berichtstermin und Prüfungstermin werden anberaumt auf ${where}. Die Zustimmung zu besonders bedeutsamen Rechtshandlungen gilt als erteilt, wenn die Gläubigerversammlung beschlussunfähig ist.`
          : p.meeting,
        p.consumer,
        p.security,
        p.deletion,
      ]),
      remedyParagraph(ctx.court, words, rng, false),
      electronicFiling(ctx),
      signature(ctx),
    );
  },

  abweisung(ctx) {
    const { facts, rng, words } = ctx;
    const who = facts.petition.byCreditor
      ? `der ${facts.petition.creditor?.feminine ? 'antragstellenden Gläubigerin' : 'antragstellenden Gläubigers'}`
      : words.gen;
    return paragraphs(
      facts.caseNumber,
      petitionHead(ctx),
      'Beschluss:',
      `Der Eröffnungsantrag ${who} wird mangels Masse abgewiesen (§ 26 Abs. 1 InsO).${
        facts.ref.originType === 'sich' && rng.chance(0.5)
          ? ' Die angeordneten Sicherungsmaßnahmen werden aufgehoben.'
          : ''
      }`,
      remedyParagraph(ctx.court, words, rng, false),
      electronicFiling(ctx),
      signature(ctx),
    );
  },

  frame(ctx, body, proceeding = 'Insolvenzverfahren') {
    return paragraphs(
      ctx.facts.caseNumber,
      `In dem ${proceeding} über ${ctx.intro.phrase}\n${ctx.words.marker}`,
      body,
      signature(ctx),
    );
  },
};
