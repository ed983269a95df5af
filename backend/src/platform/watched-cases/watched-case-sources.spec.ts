import { WatchedCaseSources, type WatchedCaseSource } from './watched-case-sources.js';

const source = (overrides: Partial<WatchedCaseSource>): WatchedCaseSource => ({
  name: 'alerts',
  kind: 'benachrichtigungen',
  label: 'Benachrichtigung',
  casesOf: async () => [],
  watchers: async () => [],
  ...overrides,
});

describe('watched case sources ("Meine Fristen", issue #32)', () => {
  it('names each case by the sources that watch it, each label once, the cases ascending', async () => {
    const sources = new WatchedCaseSources();
    sources.register(source({ casesOf: async () => [9, 3, 3] }));
    sources.register(
      source({
        name: 'portfolios',
        kind: 'portfolios',
        label: 'Portfolio',
        casesOf: async () => [3],
        labelledCasesOf: async () => [
          { caseId: 3, label: 'Portfolio Debitoren 2026 · Kundennummer 40711' },
          { caseId: 3, label: 'Portfolio Debitoren 2026 · Kundennummer 40711' },
          { caseId: 5, label: 'Portfolio Debitoren 2026 · Kranich Logistik GmbH' },
        ],
      }),
    );
    const origins = await sources.originsOf('u1');
    expect([...origins.keys()]).toEqual([3, 5, 9]);
    expect(origins.get(3)).toEqual([
      { kind: 'benachrichtigungen', label: 'Benachrichtigung' },
      { kind: 'portfolios', label: 'Portfolio Debitoren 2026 · Kundennummer 40711' },
    ]);
    expect(origins.get(9)).toEqual([{ kind: 'benachrichtigungen', label: 'Benachrichtigung' }]);
  });
});
