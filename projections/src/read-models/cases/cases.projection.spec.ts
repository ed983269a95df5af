import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { CaseEvent, CaseNotice, PublicationType } from '@insolvenz/backend/cases/domain/events.js';
import type { NewEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { SqliteEventStore } from '@insolvenz/backend/platform/event-store/sqlite/sqlite-event-store.js';
import { openDatabase } from '@insolvenz/backend/platform/sqlite/open-database.js';
import { rebuildProjection } from '../../replay/rebuild-projection.js';
import { casesProjection } from './cases.projection.js';

const notice = (publicationType: PublicationType, publicationDate: string): CaseNotice => ({
  fingerprint: `${publicationType}-${publicationDate}`,
  listingFingerprint: `listing-${publicationType}-${publicationDate}`,
  publicationDate,
  publicationType,
  decisionDate: null,
  court: 'Amtsgericht Essen',
  caseNumber: '160 IN 12/26',
  state: 'NW',
  debtorName: 'Muster Bau GmbH',
  debtorKind: 'company',
  legalForm: 'GmbH',
  street: 'Hauptstraße 1',
  postalCode: '45127',
  city: 'Essen',
  register: null,
  administrator: null,
  claimsDeadline: null,
  text: 'Amtsgericht Essen, Aktenzeichen: 160 IN 12/26 …',
});

const recorded = (event: CaseEvent): NewEvent => ({
  ...event,
  metadata: {
    eventId: randomUUID(),
    correlationId: 'c',
    causationId: null,
    actorId: 'system',
    occurredAt: '2026-03-10T09:00:00.000Z',
    schemaVersion: 1,
  },
});

describe('cases projection: status', () => {
  let store: SqliteEventStore;
  let db: DatabaseSync;

  const record = async (...notices: CaseNotice[]) => {
    let revision: bigint | 'no_stream' = 'no_stream';
    for (const [i, n] of notices.entries()) {
      const data = { caseId: 1, caseKey: 'k1', notice: n };
      await store.append(
        'case-k1',
        [recorded(i === 0 ? { type: 'CaseImported', data } : { type: 'CaseNoticePublished', data })],
        {
          expectedRevision: revision,
        },
      );
      revision = BigInt(i);
    }
    await rebuildProjection(store, db, casesProjection);
  };
  const shown = () => db.prepare('SELECT status, procedure_type, publication_type FROM rm_cases WHERE id = 1').get();
  const timeline = () =>
    db
      .prepare('SELECT publication_type, status FROM rm_case_notices WHERE case_id = 1 ORDER BY publication_date')
      .all();

  beforeEach(() => {
    store = new SqliteEventStore({ location: ':memory:' });
    db = openDatabase(':memory:');
  });
  afterEach(async () => {
    await store.close();
    db.close();
  });

  it('shows the stage of the latest stage-changing notice, with the newest notice as publication type', async () => {
    await record(
      notice('schutzschirmverfahren', '2026-01-05'),
      notice('eigenverwaltung', '2026-02-02'),
      notice('masseunzulaenglichkeit', '2026-02-20'),
      notice('pruefungstermin', '2026-03-02'),
    );
    expect(shown()).toEqual({
      status: 'Masseunzulänglichkeit angezeigt',
      procedure_type: 'regel',
      publication_type: 'pruefungstermin',
    });
  });

  it('lets a stage-changing notice that arrives late change the status when no later stage is known', async () => {
    await record(
      notice('eroeffnung', '2026-01-10'),
      notice('verguetungsfestsetzung', '2026-03-05'),
      notice('aufhebung', '2026-03-01'),
    );
    expect(shown()).toMatchObject({ status: 'Verfahren aufgehoben', publication_type: 'verguetungsfestsetzung' });
    expect(timeline()).toEqual([
      { publication_type: 'eroeffnung', status: 'Verfahren eröffnet' },
      { publication_type: 'aufhebung', status: 'Verfahren aufgehoben' },
      { publication_type: 'verguetungsfestsetzung', status: 'Verfahren aufgehoben' },
    ]);
  });

  it('projects a Schutzschirm case as an application', async () => {
    await record(notice('sicherungsmassnahmen', '2026-01-05'), notice('schutzschirmverfahren', '2026-01-08'));
    expect(shown()).toMatchObject({ status: 'Schutzschirmverfahren angeordnet', procedure_type: 'antrag' });
  });

  it('keeps the folded city for the city filter: set by a notice naming a city, kept by one that names none', async () => {
    const cityKey = () => db.prepare('SELECT city, city_key FROM rm_cases WHERE id = 1').get();
    await record(
      { ...notice('eroeffnung', '2026-01-10'), city: 'Mülheim an der Ruhr' },
      { ...notice('pruefungstermin', '2026-02-10'), postalCode: null, city: null },
    );
    expect(cityKey()).toEqual({ city: 'Mülheim an der Ruhr', city_key: 'mulheim an der ruhr' });
  });

  it('lets the folded city follow the newest notice that names a city', async () => {
    const cityKey = () => db.prepare('SELECT city, city_key FROM rm_cases WHERE id = 1').get();
    await record(
      { ...notice('eroeffnung', '2026-01-10'), city: 'Mülheim an der Ruhr' },
      { ...notice('pruefungstermin', '2026-02-10'), city: 'Muenchen' },
      // An older notice arriving late does not change what the case shows.
      { ...notice('sicherungsmassnahmen', '2026-01-02'), city: 'Essen' },
    );
    expect(cityKey()).toEqual({ city: 'Muenchen', city_key: 'munchen' });
  });
});
