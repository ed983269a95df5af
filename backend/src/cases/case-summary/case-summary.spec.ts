import { CaseStreams, type CaseEvent, type CaseNotice } from '../domain/events.js';
import { InMemoryEventStore } from '../../platform/event-store/in-memory/in-memory-event-store.js';
import { caseSummary } from './case-summary.js';

const streams = new CaseStreams('stream-name-key-of-this-installation');
const metadata = (eventId: string) => ({
  eventId,
  correlationId: 'c',
  causationId: null,
  actorId: 'system:test',
  occurredAt: '2026-11-21T09:00:00.000Z',
  schemaVersion: 1,
});

describe('caseSummary of a case whose court was corrected (issue #28 item 11)', () => {
  it('names the official court, not the shortened one its notices were recorded with', async () => {
    const store = new InMemoryEventStore();
    const key = 'ag-frankfurt-oder~3-in-152-25';
    const notice: CaseNotice = {
      fingerprint: 'f1',
      listingFingerprint: 'l1',
      publicationDate: '2026-11-20',
      publicationType: 'sicherungsmassnahmen',
      decisionDate: null,
      court: 'Amtsgericht Frankfurt',
      caseNumber: '3 IN 152/25',
      state: 'BB',
      debtorName: 'Oderbau GmbH',
      debtorKind: 'company',
      legalForm: 'GmbH',
      street: null,
      postalCode: null,
      city: null,
      register: null,
      administrator: null,
      claimsDeadline: null,
      text: 'Amtsgericht Frankfurt (Oder), 3 IN 152/25 …',
    };
    const events: CaseEvent[] = [
      { type: 'CaseImported', data: { caseId: 7, caseKey: 'ag-frankfurt~3-in-152-25', notice } },
      {
        type: 'CaseCourtCorrected',
        data: {
          caseId: 7,
          caseKey: key,
          court: 'Amtsgericht Frankfurt (Oder)',
          state: 'BB',
          previousCourt: notice.court,
        },
      },
    ];
    await store.append(
      streams.of(key),
      events.map((event, i) => ({ ...event, metadata: metadata(`e${i}`) })),
      { expectedRevision: 'no_stream' },
    );
    expect(await caseSummary(store, streams, key)).toMatchObject({ caseId: 7, court: 'Amtsgericht Frankfurt (Oder)' });
  });
});
