/**
 * Euro amounts as a German creditor types them ("1.234,56", "1234,56", "1234"), read into whole cents so that
 * sums are exact. The server checks the same rules (POST /api/insolvency/{id}/claim-letter).
 */
const GERMAN_AMOUNT = /^(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/;

export const AMOUNT_MESSAGES = {
  format: 'Bitte geben Sie den Betrag in Euro ein, z. B. 1.234,56.',
  decimals: 'Der Betrag darf höchstens zwei Nachkommastellen haben.',
  zero: 'Der Betrag muss größer als 0 sein.',
  too_large: 'Der Betrag darf höchstens 999.999.999,99 € betragen.',
} as const;

export type AmountProblem = keyof typeof AMOUNT_MESSAGES;

export function parseGermanAmount(text: string): { cents: number } | { problem: AmountProblem } {
  const trimmed = text.trim().replace(/\s*(?:€|EUR)$/i, '');
  const match = GERMAN_AMOUNT.exec(trimmed);
  if (!match) return { problem: 'format' };
  const decimals = match[1] ?? '';
  if (decimals.length > 2) return { problem: 'decimals' };
  const euros = trimmed.split(',')[0].replaceAll('.', '');
  if (euros.length > 9) return { problem: 'too_large' };
  const cents = Number(euros) * 100 + Number(decimals.padEnd(2, '0'));
  if (cents === 0) return { problem: 'zero' };
  return { cents };
}

const EUROS = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123456 → "1.234,56 €". */
export function formatEuro(cents: number): string {
  return `${EUROS.format(cents / 100)}\u00a0€`;
}
