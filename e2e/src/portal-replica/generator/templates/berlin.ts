/**
 * Berlin (Amtsgericht Charlottenburg): "In dem Insolvenzverfahren über das Vermögen d. …", "- Schuldnerin -"
 * marker, numbered decision, administrator name and street without comma; creditor petitions name the filing
 * creditor (with its address) before the debtor.
 * Brandenburg: no head line; the court, date and Aktenzeichen come last ("Potsdam, den 2.3.2026, AG Potsdam, …").
 */
import { germanDate, longGermanDate, shortGermanDate, weekdayName } from '../calendar.js';
import { adminBlock, creditorIntro, enforcementStop, hearingAfter, remedyParagraph } from './blocks.js';
import { type Layout, numbered, paragraphs, type TextContext } from './context.js';
import { administratorRole } from './grammar.js';
import { openingParts } from './opening-parts.js';

function head(ctx: TextContext): string {
  return `${ctx.court.name}, Aktenzeichen: ${ctx.facts.caseNumber}`;
}

function signature(ctx: TextContext): string {
  return `${ctx.facts.caseNumber}\n${ctx.court.name}, ${germanDate(ctx.event.signatureDay)}`;
}

/** "d. X GmbH, …" without the leading "das Vermögen". */
function subject(ctx: TextContext): string {
  return ctx.intro.phrase.replace(/^das Vermögen /, '');
}

function dotTime(time: string): string {
  return time.replace(':', '.');
}

export const berlinLayout: Layout = {
  sicherung(ctx) {
    const { facts, event, rng, words } = ctx;
    const role = administratorRole(facts, true);
    const applicant = facts.petition.byCreditor
      ? `In dem Verfahren über den Antrag d. ${creditorIntro(facts)} auf Eröffnung des Insolvenzverfahrens über das Vermögen ${subject(ctx)}`
      : `In dem Verfahren über den Antrag ${subject(ctx)}`;
    return paragraphs(
      head(ctx),
      applicant,
      words.marker,
      facts.petition.byCreditor ? '' : 'auf Eröffnung des Insolvenzverfahrens über das eigene Vermögen',
      'Beschluss:',
      `Um nachteilige Veränderungen der Vermögenslage ${words.gen} bis zur Entscheidung über den Antrag zu verhüten, wird am ${germanDate(event.decisionDay)} um ${event.time} Uhr angeordnet (§§ 21, 22 InsO):`,
      numbered([
        enforcementStop(words),
        `${role.zum} wird ${facts.administrator.female ? 'Frau' : 'Herr'} ${adminBlock(facts.administrator, 'berlin', rng)} bestellt. Verfügungen ${words.gen} über das schuldnerische Vermögen bedürfen zu ihrer Wirksamkeit der Zustimmung ${role.gen} (§ 21 Abs. 2 Satz 1 Nr. 2 InsO).`,
        `${role.Nom} soll das Vermögen ${words.gen} sichern und feststellen, ob es die Verfahrenskosten deckt (§ 22 Abs. 1 Satz 2 InsO). Den Drittschuldnern wird verboten, an ${words.nom.replace(/^der /, 'den ')} zu zahlen.`,
      ]),
      'Hinweis: Die Veröffentlichung bleibt gespeichert, solange die Anordnung wirkt, und wird spätestens sechs Monate nach Aufhebung der Maßnahme gelöscht (§ 3 InsoBekV).',
      signature(ctx),
    );
  },

  eroeffnung(ctx) {
    const { facts, event, rng, words } = ctx;
    const p = openingParts(ctx, 'berlin');
    const hearing = hearingAfter(p.deadline, rng);
    const place = `${hearing.room}, ${ctx.court.postalCode} ${ctx.court.city}, ${ctx.court.street}, ${ctx.court.name}`;
    return paragraphs(
      head(ctx),
      `In dem Insolvenzverfahren über ${ctx.intro.phrase}`,
      words.marker,
      ctx.intro.purpose ? `Geschäftszweig: ${ctx.intro.purpose}` : '',
      numbered([
        `Über das Vermögen ${words.gen} wird wegen ${facts.openingReason} am ${germanDate(event.decisionDay)} um ${dotTime(event.time)} Uhr das Insolvenzverfahren eröffnet. ${p.eigenverwaltung}`.trim(),
        `${p.role.zum} wird bestellt: ${p.admin}`,
        `${p.claims} Bei der Anmeldung sind Grund und Betrag der Forderung anzugeben.`,
        facts.kind === 'company'
          ? `Berichtstermin sowie Termin zur Beschlussfassung der Gläubigerversammlung über die Wahl eines anderen Verwalters, die Einsetzung eines Gläubigerausschusses und die in den §§ 66, 149, 157, 160 und 271 InsO bezeichneten Angelegenheiten wird anberaumt auf ${weekdayName(hearing.day)}, ${germanDate(hearing.day)}, ${hearing.time} Uhr, ${place}.`
          : p.meeting,
        facts.kind === 'company'
          ? `Prüfungstermin wird anberaumt auf ${weekdayName(hearing.day)}, ${germanDate(hearing.day)}, ${hearing.time} Uhr, ${place}. Gläubiger, deren Forderungen festgestellt werden, erhalten keine Benachrichtigung.`
          : p.consumer,
        p.security,
        p.thirdParty,
        `Die Zustellungen werden ${p.role.dat} übertragen (§ 8 Abs. 3 InsO).`,
        p.deletion,
        p.masseunzulaenglichkeit,
      ]),
      `Auszug aus den Gründen: Der Antrag ist am ${germanDate(facts.petition.receivedDay)} beim Insolvenzgericht Charlottenburg eingegangen.`,
      signature(ctx),
    );
  },

  abweisung(ctx) {
    const { facts, words } = ctx;
    const opening = facts.petition.byCreditor
      ? `In dem Verfahren über den Antrag der ${creditorIntro(facts)} auf Eröffnung des Insolvenzverfahrens über das Vermögen ${subject(ctx)}`
      : `In dem Verfahren über den Antrag ${subject(ctx)} auf Eröffnung des Insolvenzverfahrens über das eigene Vermögen`;
    const who = facts.petition.byCreditor
      ? `der ${facts.petition.creditor?.feminine ? 'antragstellenden Gläubigerin' : 'antragstellenden Gläubigers'}`
      : words.gen;
    return paragraphs(
      head(ctx),
      opening,
      words.marker,
      'Beschluss:',
      `Der Eröffnungsantrag ${who} wird mangels Masse abgewiesen (§ 26 Abs. 1 InsO).`,
      signature(ctx),
    );
  },

  frame(ctx, body, proceeding = 'Insolvenzverfahren') {
    return paragraphs(
      head(ctx),
      `In dem ${proceeding} über ${ctx.intro.phrase}`,
      ctx.words.marker,
      body,
      signature(ctx),
    );
  },
};

function brandenburgSignature(ctx: TextContext): string {
  const place = ctx.court.place;
  const roll = ctx.rng.int(0, 2);
  if (roll === 0)
    return `${place}, den ${shortGermanDate(ctx.event.signatureDay)}, AG ${place}, ${ctx.facts.caseNumber}`;
  if (roll === 1) return `${ctx.court.name}, ${longGermanDate(ctx.event.signatureDay)}, Az.: ${ctx.facts.caseNumber}`;
  return `${place}, den ${shortGermanDate(ctx.event.signatureDay)} ${ctx.facts.caseNumber}`;
}

export const brandenburgLayout: Layout = {
  sicherung(ctx) {
    const { facts, event, rng, words } = ctx;
    const role = administratorRole(facts, true);
    return paragraphs(
      `In dem Insolvenzeröffnungsverfahren über ${ctx.intro.phrase} wird am ${germanDate(event.decisionDay)} um ${event.time} Uhr zur Sicherung der künftigen Insolvenzmasse angeordnet:`,
      numbered([
        `${role.zum} wird ${adminBlock(facts.administrator, 'comma', rng)} bestellt.`,
        `Verfügungen ${words.gen} sind ohne Zustimmung ${role.gen} unwirksam.`,
        enforcementStop(words),
      ]),
      remedyParagraph(ctx.court, words, rng),
      brandenburgSignature(ctx),
    );
  },

  eroeffnung(ctx) {
    const { facts, event, words } = ctx;
    const p = openingParts(ctx, 'comma');
    return paragraphs(
      `In dem Insolvenzverfahren über ${ctx.intro.phrase}${ctx.intro.purpose ? ` Geschäftszweig: ${ctx.intro.purpose}` : ''} wird auf den Antrag vom ${germanDate(facts.petition.receivedDay)} wegen ${facts.openingReason} heute am ${germanDate(event.decisionDay)} um ${event.time} Uhr das Insolvenzverfahren eröffnet. ${p.eigenverwaltung}`.trim(),
      `${p.role.zum} wird ernannt: ${p.admin}`,
      `${p.claims} ${p.security} ${p.thirdParty}`,
      p.meeting,
      p.consumer,
      remedyParagraph(ctx.court, words, ctx.rng),
      brandenburgSignature(ctx),
    );
  },

  abweisung(ctx) {
    const { facts, event, words } = ctx;
    return paragraphs(
      `In dem Insolvenzeröffnungsverfahren über ${ctx.intro.phrase} wird der Antrag ${facts.petition.byCreditor ? 'einer Gläubigerin' : words.gen} vom ${germanDate(facts.petition.receivedDay)} auf Eröffnung des Insolvenzverfahrens am ${germanDate(event.decisionDay)} mangels Masse abgewiesen (§ 26 Abs. 1 InsO).`,
      remedyParagraph(ctx.court, words, ctx.rng),
      brandenburgSignature(ctx),
    );
  },

  frame(ctx, body, proceeding = 'Insolvenzverfahren') {
    return paragraphs(`In dem ${proceeding} über ${ctx.intro.phrase}`, body, brandenburgSignature(ctx));
  },
};
