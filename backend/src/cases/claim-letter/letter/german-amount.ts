/**
 * Amounts as creditors write them in German ("1.234,56", "1234,56", "1234"), parsed to whole cents so that a
 * sum of claims is exact. The same rules as the form of the SPA; one place for the server's checks.
 */

/** 999.999.999,99 € in cents: far beyond any claim, and well inside the exact range of a number. */
export const MAX_AMOUNT_CENTS = 99_999_999_999;

/** Grouped thousands ("1.234.567,8") or plain digits ("1234567,89"); at most two decimals after a comma. */
const GERMAN_AMOUNT = /^(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/;

export type AmountProblem = 'format' | 'decimals' | 'zero' | 'too_large';

export const AMOUNT_MESSAGES: Readonly<Record<AmountProblem, string>> = {
  format: 'Bitte geben Sie den Betrag in Euro ein, z. B. 1.234,56.',
  decimals: 'Der Betrag darf höchstens zwei Nachkommastellen haben.',
  zero: 'Der Betrag muss größer als 0 sein.',
  too_large: 'Der Betrag darf höchstens 999.999.999,99 € betragen.',
};

/** The amount in cents, or what is wrong with it. Spaces around it and a trailing "€" are allowed. */
export function parseGermanAmount(text: string): { cents: number } | { problem: AmountProblem } {
  const trimmed = text.trim().replace(/\s*(?:€|EUR)$/i, '');
  const match = GERMAN_AMOUNT.exec(trimmed);
  if (!match) return { problem: 'format' };
  const decimals = match[1] ?? '';
  if (decimals.length > 2) return { problem: 'decimals' };
  const euros = trimmed.split(',')[0]!.replaceAll('.', '');
  if (euros.length > 9) return { problem: 'too_large' };
  const cents = Number(euros) * 100 + Number(decimals.padEnd(2, '0'));
  if (cents === 0) return { problem: 'zero' };
  return { cents };
}

const EUROS = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123456 → "1.234,56 €" (German grouping, a no-break space before the sign, as DIN 5008 writes it). */
export function formatEuro(cents: number): string {
  return `${EUROS.format(cents / 100)}\u00a0€`;
}
