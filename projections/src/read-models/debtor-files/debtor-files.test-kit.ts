import type { CaseNotice } from '@insolvenz/backend/cases/domain/events.js';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';

/** A company notice of Köln with the given fields (the fingerprints follow court and Aktenzeichen). */
function testNotice(fields: Partial<CaseNotice>): CaseNotice {
  const notice: CaseNotice = {
    fingerprint: '',
    listingFingerprint: '',
    publicationDate: '2026-11-20',
    publicationType: 'sicherungsmassnahmen',
    decisionDate: null,
    court: 'Amtsgericht Köln',
    caseNumber: '71 IN 1/26',
    state: 'NW',
    debtorName: 'Beispiel GmbH',
    debtorKind: 'company',
    legalForm: 'GmbH',
    street: 'Hauptstraße 1',
    postalCode: '50667',
    city: 'Köln',
    register: null,
    administrator: null,
    claimsDeadline: null,
    text: 'In dem Insolvenzverfahren …',
    ...fields,
  };
  const id = `${notice.court}|${notice.caseNumber}|${notice.publicationType}`;
  return { ...notice, fingerprint: `f-${id}`, listingFingerprint: `l-${id}` };
}

/**
 * A small log of one debtor's file and its neighbours: Müller Bau GmbH of Bonn (case 1) renamed Rhein Bau GmbH
 * (case 2, "vormals"), which moved to Köln (case 3, same register entry); case 4 at Köln was referred from case 3's
 * court; case 5 is a namesake in München; then case 2, the bridge between 1 and 3, is erased.
 */
export function debtorFileLog(): RecordedEvent[] {
  const bonn = { court: 'Amtsgericht Bonn', city: 'Bonn', postalCode: '53111', street: 'Hauptstraße 1' };
  const events: { type: string; data: unknown }[] = [
    imported(1, { ...bonn, caseNumber: '12 IN 3/26', debtorName: 'Müller Bau GmbH', register: null }),
    imported(5, {
      court: 'Amtsgericht München',
      caseNumber: '1502 IN 9/26',
      city: 'München',
      postalCode: '80331',
      debtorName: 'Müller Bau GmbH',
      register: null,
    }),
    imported(2, {
      ...bonn,
      caseNumber: '12 IN 40/26',
      debtorName: 'Rhein Bau GmbH',
      register: { court: 'Amtsgericht Bonn', type: 'HRB', number: '4711' },
      text: 'über das Vermögen der Rhein Bau GmbH (vormals Müller Bau GmbH, Bonn)',
    }),
    imported(3, {
      court: 'Amtsgericht Köln',
      caseNumber: '71 IN 100/26',
      city: 'Köln',
      postalCode: '50667',
      debtorName: 'Rhein Bau GmbH',
      register: { court: 'AG Bonn', type: 'HRB', number: '4711' },
    }),
    imported(4, {
      court: 'Amtsgericht Köln',
      caseNumber: '71 IN 7/27',
      city: 'Köln',
      postalCode: '50667',
      debtorName: 'Rhein Bau GmbH',
      register: null,
      text: 'Das Verfahren ist vom Amtsgericht Köln zu 71 IN 100/26 an die Abteilung 71 abgegeben worden.',
    }),
    published(2, { ...bonn, caseNumber: '12 IN 40/26', debtorName: 'Rhein Bau GmbH', publicationType: 'eroeffnung' }),
    { type: 'CaseRetentionExpired', data: { caseId: 2, debtorKind: 'company' } },
  ];
  return events.map((event, index) => {
    const position = BigInt(index + 1);
    return {
      ...event,
      streamName: `case-${index}`,
      revision: 0n,
      position,
      recordedAt: new Date('2026-11-21T09:00:00.000Z'),
      metadata: {
        eventId: `e${index}`,
        correlationId: 'spec',
        causationId: null,
        actorId: 'system:test',
        occurredAt: '2026-11-21T09:00:00.000Z',
        schemaVersion: 1,
      },
    } as RecordedEvent;
  });
}

function imported(caseId: number, notice: Partial<CaseNotice>) {
  return { type: 'CaseImported', data: { caseId, caseKey: `k${caseId}`, notice: testNotice(notice) } };
}

function published(caseId: number, notice: Partial<CaseNotice>) {
  return { type: 'CaseNoticePublished', data: { caseId, caseKey: `k${caseId}`, notice: testNotice(notice) } };
}
