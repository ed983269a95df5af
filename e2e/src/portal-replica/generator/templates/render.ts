/** Writes the full text of one publication in the layout of the court's Land. */
import type { CaseFacts } from '../cases/case-facts.js';
import type { NoticeEvent } from '../cases/events.js';
import type { TemplateStyle } from '../notice.js';
import { Rng } from '../random.js';
import { berlinLayout, brandenburgLayout } from './berlin.js';
import type { Layout, TextContext } from './context.js';
import { debtorIntro } from './debtor-intro.js';
import { debtorWords } from './grammar.js';
import {
  aufhebung,
  einstellung,
  insolvenzplan,
  liftedSafeguards,
  nachAufhebung,
  restschuldbefreiung,
  sonstiges,
  termin,
  verteilungsverzeichnis,
} from './later-stages.js';
import { nrwLayout } from './nrw.js';
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
    intro: debtorIntro(facts, style, rng),
  };
  switch (event.type) {
    case 'sicherungsmassnahmen':
      return layout.sicherung(ctx);
    case 'eroeffnung':
      return layout.eroeffnung(ctx);
    case 'abweisung_mangels_masse':
      return layout.abweisung(ctx);
    case 'aufhebung_sicherungsmassnahmen':
      return layout.frame(ctx, liftedSafeguards(ctx), 'Insolvenzeröffnungsverfahren');
    case 'termin':
      return layout.frame(ctx, termin(ctx));
    case 'einstellung':
      return layout.frame(ctx, einstellung(ctx));
    case 'aufhebung':
      return layout.frame(ctx, aufhebung(ctx));
    case 'restschuldbefreiung':
      return layout.frame(ctx, restschuldbefreiung(ctx));
    case 'verteilungsverzeichnis':
      return layout.frame(ctx, verteilungsverzeichnis(ctx));
    case 'insolvenzplan':
      return layout.frame(ctx, insolvenzplan(ctx));
    default:
      return layout.frame(ctx, event.subject === 'ENT_AUF_VERF' ? nachAufhebung(ctx) : sonstiges(ctx));
  }
}
