import { createHash } from 'node:crypto';
import type { CaseNotice } from '../domain/case-notice.js';

/** Test notices with sensible defaults; the fingerprint follows the content unless given. */
export function testNotice(overrides: Partial<CaseNotice> = {}): CaseNotice {
  const base: Omit<CaseNotice, 'fingerprint' | 'listingFingerprint'> = {
    publicationDate: '2026-11-20',
    publicationType: 'sicherungsmassnahmen',
    decisionDate: '2026-11-19',
    court: 'Amtsgericht Köln',
    caseNumber: '71 IN 123/26',
    state: 'NW',
    debtorName: 'Beispiel Bau GmbH',
    debtorKind: 'company',
    legalForm: 'GmbH',
    street: 'Hauptstraße 1',
    postalCode: '50667',
    city: 'Köln',
    register: { court: 'Amtsgericht Köln', type: 'HRB', number: '12345' },
    administrator: null,
    claimsDeadline: null,
    text: 'Amtsgericht Köln, Aktenzeichen: 71 IN 123/26\nIn dem Insolvenzeröffnungsverfahren …',
    ...overrides,
  };
  const fingerprint =
    overrides.fingerprint ??
    createHash('sha256')
      .update(
        JSON.stringify([base.publicationDate, base.court, base.caseNumber, base.publicationType, base.debtorName]),
      )
      .digest('hex');
  return { ...base, fingerprint, listingFingerprint: overrides.listingFingerprint ?? `listing-${fingerprint}` };
}
