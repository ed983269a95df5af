import { DeciderSpecification } from '../../platform/command-handling/decider-specification.js';
import { caseDecider, InvalidNotice, type ImportCase } from './case-decider.js';
import type { CaseEvent } from './events.js';
import { caseKey } from './case-key.js';
import type { CaseNotice } from './case-notice.js';
import { testNotice } from '../test/notice-factory.js';

const notice = (overrides: Partial<CaseNotice> = {}): CaseNotice =>
  testNotice({ fingerprint: 'f-1', listingFingerprint: 'l-1', ...overrides });

const key = caseKey('Amtsgericht Köln', '71 IN 123/26');
const importCase = (n: CaseNotice): ImportCase => ({ type: 'ImportCase', caseId: 4711, caseKey: key, notice: n });
const spec = DeciderSpecification.for(caseDecider);

describe('case decider', () => {
  it('opens a case with its first notice', () => {
    spec
      .given([])
      .when(importCase(notice()))
      .then([{ type: 'CaseImported', data: { caseId: 4711, caseKey: key, notice: notice() } }]);
  });

  it('adds a later notice to the timeline under the case id it already has', () => {
    const opening = notice({ fingerprint: 'f-2', listingFingerprint: 'l-2', publicationType: 'eroeffnung' });
    spec
      .given([{ type: 'CaseImported', data: { caseId: 42, caseKey: key, notice: notice() } }])
      .when(importCase(opening))
      .then([{ type: 'CaseNoticePublished', data: { caseId: 42, caseKey: key, notice: opening } }]);
  });

  it('records nothing when the same notice is imported again', () => {
    spec
      .given([{ type: 'CaseImported', data: { caseId: 42, caseKey: key, notice: notice() } }])
      .when(importCase(notice()))
      .then([]);
  });

  it('remembers a known publication seen under another listing row, once', () => {
    const imported = { type: 'CaseImported' as const, data: { caseId: 42, caseKey: key, notice: notice() } };
    const relisted = notice({ listingFingerprint: 'l-2' });
    spec
      .given([imported])
      .when(importCase(relisted))
      .then([
        {
          type: 'CaseNoticeRelisted',
          data: { caseId: 42, fingerprint: 'f-1', listingFingerprint: 'l-2', publicationDate: '2026-11-20' },
        },
      ]);
    spec
      .given([
        imported,
        {
          type: 'CaseNoticeRelisted',
          data: { caseId: 42, fingerprint: 'f-1', listingFingerprint: 'l-2', publicationDate: '2026-11-20' },
        },
      ])
      .when(importCase(relisted))
      .then([]);
  });

  it('refuses a notice without court or Aktenzeichen', () => {
    spec
      .given([])
      .when(importCase(notice({ caseNumber: ' ' })))
      .thenThrows(InvalidNotice, /Aktenzeichen fehlt/);
    spec
      .given([])
      .when(importCase(notice({ court: '' })))
      .thenThrows(InvalidNotice, /Gericht fehlt/);
  });
});

describe('case decider: corrections and withdrawals', () => {
  const administrator = (name: string) => ({
    role: 'Insolvenzverwalter',
    name,
    firm: null,
    street: null,
    postalCode: null,
    city: null,
    phone: null,
    email: null,
  });
  const first = notice({ administrator: administrator('Dr. Anna Alt'), claimsDeadline: '2026-12-20' });
  const imported = { type: 'CaseImported' as const, data: { caseId: 42, caseKey: key, notice: first } };

  it('records a new text behind the same listing row as a correction with the facts it changed', () => {
    const corrected = notice({
      fingerprint: 'f-1b',
      administrator: administrator('Dr. Bernd Neu'),
      claimsDeadline: '2026-12-20',
      detectedAt: '2026-11-28T09:00:00.000Z',
    });
    spec
      .given([imported])
      .when(importCase(corrected))
      .then([
        {
          type: 'CaseNoticeCorrected',
          data: {
            caseId: 42,
            caseKey: key,
            fingerprint: 'f-1',
            correctedAt: '2026-11-28T09:00:00.000Z',
            notice: corrected,
            changes: [{ field: 'administrator', before: 'Dr. Anna Alt', after: 'Dr. Bernd Neu' }],
          },
        },
      ]);
  });

  it('takes a new row of the same day replacing a vanished row for a correction, not for a new notice', () => {
    const renamed = { ...first, fingerprint: 'f-1b', listingFingerprint: 'l-9', debtorName: 'Beispiel Hochbau GmbH' };
    const command = { ...importCase(renamed), vanishedListings: ['l-1'], at: '2026-11-28T10:00:00.000Z' };
    const [event] = caseDecider.decide(command, fold([imported]));
    expect(event).toMatchObject({
      type: 'CaseNoticeCorrected',
      data: {
        fingerprint: 'f-1',
        correctedAt: '2026-11-28T10:00:00.000Z',
        changes: [{ field: 'debtorName', before: 'Beispiel Bau GmbH', after: 'Beispiel Hochbau GmbH' }],
      },
    });
    // Without a vanished row of that day it is another publication of the case.
    expect(caseDecider.decide(importCase(renamed), fold([imported]))[0].type).toBe('CaseNoticePublished');
    const otherDay = { ...command, notice: { ...renamed, publicationDate: '2026-11-21' } };
    expect(caseDecider.decide(otherDay, fold([imported]))[0].type).toBe('CaseNoticePublished');
  });

  it('corrects the current version: a second correction diffs against the first, a former text records nothing', () => {
    const second = notice({ fingerprint: 'f-1b', claimsDeadline: '2027-01-10', administrator: first.administrator });
    const state = fold([imported, ...caseDecider.decide(importCase(second), fold([imported]))]);
    const third = notice({ fingerprint: 'f-1c', claimsDeadline: '2027-01-17', administrator: first.administrator });
    expect(caseDecider.decide(importCase(third), state)[0]).toMatchObject({
      data: { fingerprint: 'f-1b', changes: [{ field: 'claimsDeadline', before: '2027-01-10', after: '2027-01-17' }] },
    });
    expect(caseDecider.decide(importCase(first), state)).toEqual([]);
  });

  it('withdraws a publication no longer listed, once, and not one still listed under another row', () => {
    const withdraw = (listed: string[]) => ({
      type: 'WithdrawNotice' as const,
      caseKey: key,
      listingFingerprint: 'l-1',
      listed: new Set(listed),
      at: '2026-11-28T10:00:00.000Z',
    });
    const withdrawn = {
      type: 'CaseNoticeWithdrawn' as const,
      data: {
        caseId: 42,
        caseKey: key,
        fingerprint: 'f-1',
        publicationDate: '2026-11-20',
        withdrawnAt: '2026-11-28T10:00:00.000Z',
        notice: first,
      },
    };
    spec
      .given([imported])
      .when(withdraw(['l-7']))
      .then([withdrawn]);
    spec.given([imported, withdrawn]).when(withdraw([])).then([]);
    const relisted = {
      type: 'CaseNoticeRelisted' as const,
      data: { caseId: 42, fingerprint: 'f-1', listingFingerprint: 'l-2', publicationDate: '2026-11-20' },
    };
    spec
      .given([imported, relisted])
      .when(withdraw(['l-2']))
      .then([]);
    spec.given([]).when(withdraw([])).then([]);
  });
});

const fold = (events: CaseEvent[]) => events.reduce(caseDecider.evolve, caseDecider.initialState());

describe('caseKey', () => {
  it('tells the same Aktenzeichen at different courts apart and ignores spelling noise', () => {
    expect(caseKey('Amtsgericht München', '1502 IN 1234/25')).toBe('ag-muenchen~1502-in-1234-25');
    expect(caseKey('AG München', '1502  IN 1234/25')).toBe('ag-muenchen~1502-in-1234-25');
    expect(caseKey('Amtsgericht Charlottenburg', '36a IN 1/26')).not.toBe(caseKey('Amtsgericht Köln', '36a IN 1/26'));
  });
});
