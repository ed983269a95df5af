import { render, screen, within } from '@testing-library/react';
import type { CaseNotice } from '../api/case-api';
import { CaseNoticeTimeline } from './case-notice-timeline';

const notice = (overrides: Partial<CaseNotice>): CaseNotice => ({
  publicationDate: '2026-11-20',
  publicationType: 'eroeffnung',
  decisionDate: '2026-11-19',
  status: 'Verfahren eröffnet',
  administrator: 'Dr. B',
  preview: 'Das Insolvenzverfahren wird eröffnet.',
  text: 'Das Insolvenzverfahren wird eröffnet. Zum Insolvenzverwalter wird Dr. B bestellt.',
  recordedAt: '2026-11-20T08:00:00.000Z',
  ...overrides,
});

describe('CaseNoticeTimeline: corrections and withdrawals (issue #32)', () => {
  it('says when the portal corrected a notice and what changed, and when it withdrew one', () => {
    render(
      <CaseNoticeTimeline
        notices={[
          notice({
            corrections: [
              {
                correctedAt: '2026-11-28T09:00:00.000Z',
                summary: 'Verwalter Dr. A → Dr. B',
                changes: [{ field: 'administrator', label: 'Verwalter', before: 'Dr. A', after: 'Dr. B' }],
              },
            ],
          }),
          notice({
            publicationDate: '2026-11-10',
            publicationType: 'sicherungsmassnahmen',
            withdrawnAt: '2026-11-28T10:00:00.000Z',
          }),
          notice({ publicationDate: '2026-11-02', publicationType: 'sicherungsmassnahmen' }),
          notice({
            publicationDate: '2026-11-01',
            publicationType: 'sonstiges',
            correctsDecision: { decisionDate: '2026-10-30' },
          }),
        ]}
      />,
    );
    const [corrected, withdrawn, plain, order] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(order).toHaveTextContent('Berichtigungsbeschluss: berichtigt den Beschluss vom 30.10.2026');
    expect(corrected).toHaveTextContent('berichtigt am 28.11.2026: Verwalter Dr. A → Dr. B');
    expect(withdrawn).toHaveTextContent('zurückgezogen am 28.11.2026');
    expect(withdrawn).not.toHaveTextContent('berichtigt');
    expect(plain).not.toHaveTextContent(/berichtigt|zurückgezogen/);
  });
});
