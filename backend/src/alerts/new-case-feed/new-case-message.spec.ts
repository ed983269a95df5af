import type { CaseNotice } from '../../cases/domain/events.js';
import type { RecordedEvent } from '../../platform/event-store/event.js';
import { searchCriteriaMatch } from '../search-alerts/search-criteria-match.js';
import { toNewCaseMessage } from './new-case-message.js';

const notice: CaseNotice = {
  fingerprint: 'f1',
  listingFingerprint: 'l1',
  publicationDate: '2026-11-20',
  publicationType: 'sicherungsmassnahmen',
  decisionDate: '2026-11-19',
  court: 'Amtsgericht München',
  caseNumber: '1502 IN 12/26',
  state: 'BY',
  debtorName: 'Müller Bau GmbH',
  debtorKind: 'company',
  legalForm: 'GmbH',
  street: 'Hauptstraße 1',
  postalCode: '80331',
  city: 'München',
  register: { court: 'Amtsgericht München', type: 'HRB', number: '12345' },
  administrator: null,
  claimsDeadline: null,
  text: 'Amtsgericht München, Aktenzeichen: 1502 IN 12/26 …',
};

function recorded(type: string, data: unknown): RecordedEvent {
  return {
    type,
    data,
    metadata: {
      eventId: 'e1',
      correlationId: 'c1',
      causationId: null,
      actorId: 'system:import',
      occurredAt: '2026-11-20T08:00:00.000Z',
      schemaVersion: 1,
    },
    streamName: 'case-x',
    revision: 0n,
    position: 7n,
    recordedAt: new Date('2026-11-20T08:00:00.000Z'),
  } as RecordedEvent;
}

describe('new-case feed message', () => {
  it('carries the facts the search filters need: debtor kind, postal code, folded city, register', () => {
    const message = toNewCaseMessage(recorded('CaseImported', { caseId: 1, caseKey: 'k', notice }));
    expect(message).toMatchObject({
      kind: 'case-notice',
      debtorKind: 'company',
      postalCode: '80331',
      cityKey: 'munchen',
      registerType: 'HRB',
      registerNumber: '12345',
    });
    // What alerts compare besides the keys (issue #29): the legal form and the register court.
    expect(message).toMatchObject({ legalForm: notice.legalForm, registerCourt: notice.register?.court ?? null });
    // No street or notice text travels.
    expect(JSON.stringify(message)).not.toContain('Hauptstraße');
  });

  it('carries null for what a later notice does not state, so such filters do not match it', () => {
    const bare = { ...notice, debtorKind: 'person' as const, postalCode: null, city: null, register: null };
    const message = toNewCaseMessage(recorded('CaseNoticePublished', { caseId: 1, caseKey: 'k', notice: bare }));
    expect(message).toMatchObject({ debtorKind: 'person', postalCode: null, cityKey: null, registerNumber: null });
    if (message?.kind !== 'case-notice') throw new Error('expected a case notice');
    expect(searchCriteriaMatch({ debtorKind: 'person' }, message)).toBe(true);
    expect(searchCriteriaMatch({ postalCode: '8' }, message)).toBe(false);
    expect(searchCriteriaMatch({ city: 'München' }, message)).toBe(false);
    expect(searchCriteriaMatch({ registerNumber: '12345' }, message)).toBe(false);
  });

  it('lets a saved search with the new filters find the notice it describes', () => {
    const message = toNewCaseMessage(recorded('CaseImported', { caseId: 1, caseKey: 'k', notice }));
    if (message?.kind !== 'case-notice') throw new Error('expected a case notice');
    const criteria = { debtorKind: 'company', postalCode: '80', city: 'Muench', registerNumber: 'HRB 12345' };
    expect(searchCriteriaMatch(criteria, message)).toBe(true);
    expect(searchCriteriaMatch({ ...criteria, debtorKind: 'person' }, message)).toBe(false);
  });
});

describe('new-case feed: corrected and withdrawn notices (issue #32)', () => {
  it('carries a correction with the corrected facts and a withdrawal with the withdrawn notice, to be matched', () => {
    const renamed = { ...notice, fingerprint: 'f2', debtorName: 'Müller Hochbau GmbH' };
    const correction = toNewCaseMessage(
      recorded('CaseNoticeCorrected', {
        caseId: 7,
        caseKey: 'ag-muenchen~1502-in-12-26',
        fingerprint: 'f1',
        correctedAt: '2026-11-28T09:00:00.000Z',
        notice: renamed,
        changes: [{ field: 'debtorName', before: 'Müller Bau GmbH', after: 'Müller Hochbau GmbH' }],
      }),
    );
    expect(correction).toMatchObject({
      kind: 'case-notice',
      caseId: 7,
      caseKey: 'ag-muenchen~1502-in-12-26',
      nameTokens: expect.arrayContaining(['hochbau']),
    });
    const withdrawal = toNewCaseMessage(
      recorded('CaseNoticeWithdrawn', {
        caseId: 7,
        caseKey: 'ag-muenchen~1502-in-12-26',
        fingerprint: 'f1',
        publicationDate: '2026-11-20',
        withdrawnAt: '2026-11-28T09:00:00.000Z',
        notice,
      }),
    );
    expect(withdrawal).toMatchObject({ kind: 'case-notice', caseId: 7, publicationDate: '2026-11-20' });
  });
});
