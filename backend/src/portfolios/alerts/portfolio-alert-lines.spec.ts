import { DatabaseSync } from 'node:sqlite';
import type { PortfolioRow } from '../domain/portfolio-row.js';
import { SqlitePortfolioMatchStore } from '../matching-store/sqlite/sqlite-portfolio-match-store.js';
import { portfolioAlertLine, portfolioAlertLines } from './portfolio-alert-lines.js';

const row = (customerNumber: string | null, name: string): PortfolioRow => ({
  customerNumber,
  name,
  legalForm: null,
  street: null,
  postalCode: '50667',
  city: 'Köln',
  registerCourt: 'AG Köln',
  registerType: null,
  registerNumber: 'HRB 1234',
  vatId: null,
});

describe('portfolio alert lines', () => {
  it('names the customer number, the customer and the rule, ready to forward to collections', () => {
    expect(
      portfolioAlertLine({
        customerNumber: '10042',
        name: 'Müller Bau GmbH',
        reason: 'Registereintrag HRB 1234, Amtsgericht Köln stimmt überein',
      }),
    ).toBe('Kundennummer 10042 · Müller Bau GmbH · Treffer: Registereintrag HRB 1234, Amtsgericht Köln stimmt überein');
    expect(
      portfolioAlertLine({
        customerNumber: null,
        name: 'Müller Bau GmbH',
        reason: 'Name und PLZ 50667 stimmen überein',
      }),
    ).toBe('Müller Bau GmbH · Treffer: Name und PLZ 50667 stimmen überein');
  });

  it('reads the customers a logged portfolio match concerns from the match store', async () => {
    const store = new SqlitePortfolioMatchStore(new DatabaseSync(':memory:'));
    const hit = (caseId: number) => ({
      caseId,
      rule: 'register' as const,
      score: 1,
      reason: 'Registereintrag HRB 1234, Amtsgericht Köln stimmt überein',
    });
    const base = { rule: 'register' as const, candidates: [], matchedAt: '2026-11-28T07:00:00.000Z', cases: [] };
    await store.saveResults('p1', 'u1', [
      { ...base, rowId: 'k:10042', state: 'Treffer', hits: [hit(7)], row: row('10042', 'Müller Bau GmbH') },
      { ...base, rowId: 'k:10043', state: 'Treffer', hits: [hit(8)], row: row('10043', 'Rheinufer Logistik GmbH') },
    ]);
    expect(await portfolioAlertLines(store, 'p1', 7)).toEqual([
      'Kundennummer 10042 · Müller Bau GmbH · Treffer: Registereintrag HRB 1234, Amtsgericht Köln stimmt überein',
    ]);
    expect(await portfolioAlertLines(store, 'p1', 9)).toEqual([]);
  });
});
