import { DeciderSpecification } from '../../platform/command-handling/decider-specification.js';
import { caseDecider, InvalidNotice, type ImportCase } from './case-decider.js';
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
    const opening = notice({ fingerprint: 'f-2', publicationType: 'eroeffnung' });
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

describe('caseKey', () => {
  it('tells the same Aktenzeichen at different courts apart and ignores spelling noise', () => {
    expect(caseKey('Amtsgericht München', '1502 IN 1234/25')).toBe('ag-muenchen~1502-in-1234-25');
    expect(caseKey('AG München', '1502  IN 1234/25')).toBe('ag-muenchen~1502-in-1234-25');
    expect(caseKey('Amtsgericht Charlottenburg', '36a IN 1/26')).not.toBe(caseKey('Amtsgericht Köln', '36a IN 1/26'));
  });
});
