/** Everything a layout needs to write one notice. */
import type { CaseFacts } from '../cases/case-facts.js';
import type { NoticeEvent } from '../cases/events.js';
import type { Court } from '../tables/courts.js';
import type { Rng } from '../random.js';
import type { DebtorIntro } from './debtor-intro.js';
import type { DebtorWords } from './grammar.js';

export interface TextContext {
  readonly facts: CaseFacts;
  readonly event: NoticeEvent;
  readonly rng: Rng;
  readonly words: DebtorWords;
  readonly court: Court;
  readonly intro: DebtorIntro;
}

/** A layout writes the three core publication types itself and frames the bodies of all later ones. */
export interface Layout {
  sicherung(ctx: TextContext): string;
  eroeffnung(ctx: TextContext): string;
  abweisung(ctx: TextContext): string;
  /** Header, debtor reference, body, signature for later publications (Termine, Aufhebung, RSB …). */
  frame(ctx: TextContext, body: string, proceeding?: string): string;
}

/** Joins paragraphs with the portal's blank lines, dropping empty ones. */
export function paragraphs(...parts: string[]): string {
  return parts.filter((p) => p.trim().length > 0).join('\n\n');
}

/** "1. …\n2. …" numbered decision items. */
export function numbered(items: string[]): string {
  return items
    .filter((i) => i.trim().length > 0)
    .map((item, i) => `${i + 1}. ${item}`)
    .join('\n');
}
