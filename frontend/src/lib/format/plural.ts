import { formatCount } from './numbers';

/** A German noun in the case the sentence needs: its singular and its plural. */
export interface Noun {
  readonly one: string;
  readonly other: string;
}

const GERMAN_PLURAL = new Intl.PluralRules('de-DE');

/** "Ergebnis" or "Ergebnisse", as the German plural rules have it for this count. */
export function nounFor(count: number, noun: Noun): string {
  return GERMAN_PLURAL.select(count) === 'one' ? noun.one : noun.other;
}

/** 1 → "1 Ergebnis", 2 → "2 Ergebnisse", 12345 → "12.345 Ergebnisse". */
export function formatQuantity(count: number, noun: Noun): string {
  return `${formatCount(count)} ${nounFor(count, noun)}`;
}

/** "N Ergebnisse gefunden", "(N Ergebnisse gesamt)". */
export const RESULTS: Noun = { one: 'Ergebnis', other: 'Ergebnisse' };
/** After "von": "5 von 1.234 Ergebnissen", "1 von 1 Ergebnis". */
export const RESULTS_DATIVE: Noun = { one: 'Ergebnis', other: 'Ergebnissen' };
/** "1 neuer Fall", "2 neue Fälle" (the adjective agrees too). */
export const NEW_CASES: Noun = { one: 'neuer Fall', other: 'neue Fälle' };
/** "1 Bekanntmachung", "2 Bekanntmachungen". */
export const NOTICES: Noun = { one: 'Bekanntmachung', other: 'Bekanntmachungen' };
