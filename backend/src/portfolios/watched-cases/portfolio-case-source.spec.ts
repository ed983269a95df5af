import { portfolioCaseLabel } from './portfolio-case-source.js';

describe('portfolios as a source of "Meine Fristen" (issue #32)', () => {
  it('labels a portfolio row by customer number, else by name', () => {
    expect(portfolioCaseLabel('Debitoren 2026', { customerNumber: '40711', name: 'Kranich GmbH' })).toBe(
      'Portfolio Debitoren 2026 · Kundennummer 40711',
    );
    expect(portfolioCaseLabel('Debitoren 2026', { customerNumber: null, name: 'Kranich GmbH' })).toBe(
      'Portfolio Debitoren 2026 · Kranich GmbH',
    );
  });
});
