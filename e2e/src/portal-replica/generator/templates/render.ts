/** Writes the full text of one publication in the layout of the court's Land. */
import type { CaseFacts } from '../cases/case-facts.js';
import type { NoticeEvent } from '../cases/events.js';
import type { PublicationType, TemplateStyle } from '../notice.js';
import { Rng } from '../random.js';
import { berlinLayout, brandenburgLayout } from './berlin.js';
import type { Layout, TextContext } from './context.js';
import { type DebtorIntro, debtorIntro } from './debtor-intro.js';
import { formerNameClause, formerRegisterClause, referredFromParagraph } from '../debtor-files/past-wording.js';
import { referralSides } from '../debtor-files/linked-origins.js';
import { debtorWords } from './grammar.js';
import { pruefungstermin, schlussverteilung, termin } from './hearings.js';
import {
  aufhebung,
  aufhebungUeberwachung,
  einstellung,
  insolvenzplan,
  liftedSafeguards,
  restschuldbefreiung,
  schutzschirm,
  ueberwachungInsolvenzplan,
  versagungRestschuldbefreiung,
  verteilungsverzeichnis,
} from './later-stages.js';
import { nrwLayout } from './nrw.js';
import {
  freigabe,
  masseunzulaenglichkeit,
  nachtragsverteilung,
  sonstiges,
  verguetungsfestsetzung,
  verwalterwechsel,
} from './proceeding-notes.js';
import { sachsenLayout } from './sachsen.js';
import { shortLayout } from './short-style.js';
import { southLayout } from './south.js';

const LAYOUTS: Record<TemplateStyle, Layout> = {
  nrw: nrwLayout,
  sachsen: sachsenLayout,
  berlin: berlinLayout,
  brandenburg: brandenburgLayout,
  short: shortLayout,
  south: southLayout,
};

export function renderText(facts: CaseFacts, event: NoticeEvent): string {
  const rng = new Rng(event.textSeed);
  const style = facts.court.style;
  const layout = LAYOUTS[style];
  const ctx: TextContext = {
    facts,
    event,
    rng,
    words: debtorWords(facts),
    court: facts.court,
    intro: withPast(debtorIntro(facts, style, rng), facts, rng),
  };
  const text = layoutText(layout, ctx);
  // The new court's first notice of a referred proceeding names the old one, after the debtor's paragraph.
  if (facts.past?.kind === 'referral' && event.publicationDay === facts.ref.originDay && !event.body) {
    if (!referralSides(facts.ref).atNewCourt) return text;
    const parts = text.split('\n\n');
    const at = parts.findIndex((p) => p.includes(facts.debtorName));
    parts.splice(at < 0 ? 1 : at + 1, 0, referredFromParagraph(facts, rng));
    return parts.join('\n\n');
  }
  return text;
}

/** A renamed or moved debtor: the former name after the firm, the former register entry after the block. */
function withPast(intro: DebtorIntro, facts: CaseFacts, rng: TextContext['rng']): DebtorIntro {
  const past = facts.past;
  if (!past || facts.debtor.kind !== 'company') return intro;
  const name = facts.debtor.company.name;
  const at = intro.phrase.indexOf(name);
  let phrase = intro.phrase;
  const former = formerNameClause(past, facts, rng);
  if (former && at >= 0) phrase = `${phrase.slice(0, at + name.length)}${former}${phrase.slice(at + name.length)}`;
  phrase += formerRegisterClause(past, facts, rng);
  return { ...intro, phrase };
}

function layoutText(layout: Layout, ctx: TextContext): string {
  const { event } = ctx;
  if (event.body) return layout.frame(ctx, event.body);
  switch (event.type) {
    case 'sicherungsmassnahmen':
      return layout.sicherung(ctx);
    case 'eroeffnung':
    case 'eigenverwaltung':
      return layout.eroeffnung(ctx);
    case 'abweisung_mangels_masse':
      return layout.abweisung(ctx);
    case 'aufhebung_sicherungsmassnahmen':
      return layout.frame(ctx, liftedSafeguards(ctx), 'Insolvenzeröffnungsverfahren');
    case 'schutzschirmverfahren':
      return layout.frame(ctx, schutzschirm(ctx), 'Insolvenzeröffnungsverfahren');
    default:
      return layout.frame(ctx, BODIES[event.type](ctx));
  }
}

type FramedType = Exclude<
  PublicationType,
  | 'sicherungsmassnahmen'
  | 'eroeffnung'
  | 'eigenverwaltung'
  | 'abweisung_mangels_masse'
  | 'aufhebung_sicherungsmassnahmen'
  | 'schutzschirmverfahren'
>;

/** The body each later publication type gets inside its layout's frame. */
const BODIES: Record<FramedType, (ctx: TextContext) => string> = {
  termin,
  pruefungstermin,
  schlussverteilung,
  einstellung,
  aufhebung,
  restschuldbefreiung,
  versagung_restschuldbefreiung: versagungRestschuldbefreiung,
  verteilungsverzeichnis,
  insolvenzplan,
  ueberwachung_insolvenzplan: ueberwachungInsolvenzplan,
  aufhebung_ueberwachung_insolvenzplan: aufhebungUeberwachung,
  masseunzulaenglichkeit,
  freigabe_selbstaendige_taetigkeit: freigabe,
  verwalterwechsel,
  verguetungsfestsetzung,
  nachtragsverteilung,
  sonstiges,
};
