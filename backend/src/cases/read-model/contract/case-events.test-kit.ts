import { caseKey } from '../../domain/case-key.js';
import type { CaseNotice } from '../../domain/case-notice.js';
import { caseStatisticsFacts } from '../../domain/case-statistics.js';
import type { KnownListing } from '../../domain/events.js';
import { testNotice } from '../../test/notice-factory.js';
import type { GivenEvent } from './cases-read-side.harness.test-kit.js';

/** Events of the cases module for contract suites, built from the module's test notices. */

export function caseImported(caseId: number, notice: Partial<CaseNotice>, occurredAt?: string): GivenEvent {
  const full = testNotice(notice);
  return {
    type: 'CaseImported',
    data: { caseId, caseKey: caseKey(full.court, full.caseNumber), notice: full },
    ...(occurredAt ? { occurredAt } : {}),
  };
}

export function noticePublished(caseId: number, notice: Partial<CaseNotice>, occurredAt?: string): GivenEvent {
  const full = testNotice(notice);
  return {
    type: 'CaseNoticePublished',
    data: { caseId, caseKey: caseKey(full.court, full.caseNumber), notice: full },
    ...(occurredAt ? { occurredAt } : {}),
  };
}

/** The erasure record as the eraser writes it: the case's listings and statistics facts travel with it. */
export function retentionExpired(caseId: number, first: Partial<CaseNotice>): GivenEvent {
  const notice = testNotice(first);
  const knownListings: KnownListing[] = [
    { fingerprint: notice.listingFingerprint, publicationDate: notice.publicationDate },
  ];
  return {
    type: 'CaseRetentionExpired',
    data: { caseId, debtorKind: notice.debtorKind, knownListings, statistics: caseStatisticsFacts(notice) },
  };
}
