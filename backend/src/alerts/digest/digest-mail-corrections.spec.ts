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

const mailOf = (cases: CaseSummary[]) =>
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
  );

describe('digest and immediate mails: corrected and withdrawn notices (issue #32)', () => {
  it('says what the portal corrected, in the text and the escaped HTML', () => {
    const mail = mailOf([
      summary({
        change: { kind: 'corrected', at: '2026-11-28T09:00:00.000Z', summary: 'Verwalter Dr. A <B> → Dr. B' },
      }),
    ]);
    expect(mail.text).toContain('Berichtigung: Verwalter Dr. A <B> → Dr. B');
    expect(mail.html).toContain('Berichtigung: Verwalter Dr. A &lt;B&gt; → Dr. B');
  });

  it('says which notice the portal withdrew, and nothing of either for a plain new notice', () => {
    const withdrawn = summary({
      change: {
        kind: 'withdrawn',
        at: '2026-11-28T09:00:00.000Z',
        summary: 'Bekanntmachung vom 20.11.2026 nicht mehr im Portal',
      },
    });
    expect(mailOf([withdrawn]).text).toContain('Zurückgezogen: Bekanntmachung vom 20.11.2026 nicht mehr im Portal');
    expect(mailOf([summary({})]).text).not.toMatch(/Berichtigung|Zurückgezogen/);
  });
});

describe('digest and immediate mails: a case told over the debtor file (issue #32)', () => {
  it('says why, in the text and the escaped HTML, and nothing for a case that matches itself', () => {
    const reason = 'gehört zur Akte von Sonne & Co GmbH (AG Bonn, 12 IN 3/26): früherer Name Sonne & Co GmbH';
    const mail = mailOf([summary({ fileReason: reason })]);
    expect(mail.text).toContain(`Akte: ${reason}`);
    expect(mail.html).toContain('gehört zur Akte von Sonne &amp; Co GmbH');
    expect(mailOf([summary({})]).text).not.toContain('Akte:');
  });
});
