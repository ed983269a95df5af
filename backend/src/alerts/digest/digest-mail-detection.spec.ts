import type { CaseSummary } from '../../cases/case-summary/case-summary.js';
import { digestMail } from './digest-mail.js';

const summary = (overrides: Partial<CaseSummary>): CaseSummary => ({
  caseId: 7,
  companyName: 'Sonnenschein Solar GmbH',
  court: 'Amtsgericht München',
  caseNumber: '1502 IN 77/26',
  publicationType: 'eroeffnung',
  publicationDate: '2026-11-20',
  ...overrides,
});

const textOf = (cases: CaseSummary[]) =>
  digestMail(
    'leser@example.de',
    [
      {
        name: 'Solar',
        kind: 'saved-search',
        cases,
        searchUrl: 'https://insolvenzmonitor.test/search?q=solar',
        unsubscribeUrl: 'https://insolvenzmonitor.test/api/alerts/unsubscribe?token=x',
      },
    ],
    'https://insolvenzmonitor.test',
  ).text;

describe('digest mail: the detection time beside the publication (issue #30)', () => {
  it('names the Berlin time of the detection, the day too when it was a later one', () => {
    expect(textOf([summary({ detectedAt: '2026-11-20T09:42:17.000Z' })])).toContain(
      'Veröffentlicht: 20.11.2026 · erkannt 10:42 Uhr',
    );
    expect(textOf([summary({ detectedAt: '2026-11-21T06:31:00.000Z' })])).toContain(
      'Veröffentlicht: 20.11.2026 · erkannt am 21.11.2026, 07:31 Uhr',
    );
    // Recorded before detection times: the date alone, as before.
    expect(textOf([summary({})])).toMatch(/Veröffentlicht: 20\.11\.2026\n/);
  });
});
