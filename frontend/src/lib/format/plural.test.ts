import { formatQuantity, nounFor, RESULTS, RESULTS_DATIVE } from './plural';

describe('German plurals', () => {
  it('uses the singular for exactly one', () => {
    expect(formatQuantity(1, RESULTS)).toBe('1 Ergebnis');
    expect(formatQuantity(1, RESULTS_DATIVE)).toBe('1 Ergebnis');
  });

  it('uses the plural for none and for more than one, with German digit grouping', () => {
    expect(formatQuantity(0, RESULTS)).toBe('0 Ergebnisse');
    expect(formatQuantity(2, RESULTS)).toBe('2 Ergebnisse');
    expect(formatQuantity(12345, RESULTS_DATIVE)).toBe('12.345 Ergebnissen');
  });

  it('gives the noun alone for sentences that place the number elsewhere', () => {
    expect(nounFor(1, { one: 'Benachrichtigung', other: 'Benachrichtigungen' })).toBe('Benachrichtigung');
    expect(nounFor(3, { one: 'Benachrichtigung', other: 'Benachrichtigungen' })).toBe('Benachrichtigungen');
  });
});
