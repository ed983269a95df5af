import { randomUUID } from 'node:crypto';
import type { CaseNotice } from '@insolvenz/backend/cases/domain/events.js';
import type { DomainEvent, NewEvent } from '@insolvenz/backend/platform/event-store/event.js';

/** Notice `n` of a company at the Amtsgericht Essen (Aktenzeichen `160 IN n/26`), with `overrides`. */
export function essenNotice(n: number, overrides: Partial<CaseNotice> = {}): CaseNotice {
  const publicationDate = overrides.publicationDate ?? '2026-03-01';
  const debtorName = overrides.debtorName ?? `Zimmerbau ${n} GmbH`;
  return {
    fingerprint: `f-${n}-${publicationDate}`,
    listingFingerprint: `listing-${n}-${publicationDate}`,
    publicationDate,
    publicationType: 'eroeffnung',
    decisionDate: null,
    court: 'Amtsgericht Essen',
    caseNumber: `160 IN ${n}/26`,
    state: 'NW',
    debtorName,
    debtorKind: 'company',
    legalForm: debtorName.includes('GmbH') ? 'GmbH' : null,
    street: 'Hauptstraße 1',
    postalCode: '45127',
    city: 'Essen',
    register: null,
    administrator: null,
    claimsDeadline: null,
    text: `Über das Vermögen der ${debtorName} …`,
    ...overrides,
  };
}

/** The event as the importer appends it (metadata of a system actor). */
export function withMetadata(event: DomainEvent, occurredAt = '2026-03-10T09:00:00.000Z'): NewEvent {
  return {
    ...event,
    metadata: {
      eventId: randomUUID(),
      correlationId: 'c',
      causationId: null,
      actorId: 'system',
      occurredAt,
      schemaVersion: 1,
    },
  };
}
