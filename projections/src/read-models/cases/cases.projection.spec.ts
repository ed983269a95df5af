import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { CaseEvent, CaseNotice, PublicationType } from '@insolvenz/backend/cases/domain/events.js';
import type { NewEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { SqliteEventStore } from '@insolvenz/backend/platform/event-store/sqlite/sqlite-event-store.js';
import { openDatabase } from '@insolvenz/backend/platform/sqlite/open-database.js';
import { rebuildProjection } from '../../replay/rebuild-projection.js';
import { casesProjection } from './cases.projection.js';
import { SqliteProjectionStore } from '../../store/sqlite/sqlite-projection-store.js';

const sqlite = (db: DatabaseSync) => new SqliteProjectionStore(db);

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

const metadata = () => ({
  eventId: randomUUID(),
  correlationId: 'c',
  causationId: null,
  actorId: 'system',
  occurredAt: '2026-03-10T09:00:00.000Z',
  schemaVersion: 1,
});

const recorded = (event: CaseEvent): NewEvent => ({ ...event, metadata: metadata() });

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
    await rebuildProjection(store, sqlite(db), casesProjection);
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

  it.each([
    ['in time order', ['aufhebung', 'restschuldbefreiung']],
    ['the other way round', ['restschuldbefreiung', 'aufhebung']],
  ] as const)('shows one state for notices of one day, recorded %s (a restarted import)', async (_, types) => {
    await record(notice('eroeffnung', '2026-01-10'), ...types.map((type) => notice(type, '2026-11-25')));
    expect(shown()).toEqual({
      status: 'Restschuldbefreiung',
      procedure_type: 'regel',
      publication_type: 'restschuldbefreiung',
    });
    expect(db.prepare('SELECT status FROM rm_case_notices WHERE case_id = 1 ORDER BY publication_type').all()).toEqual([
      { status: 'Verfahren aufgehoben' },
      { status: 'Verfahren eröffnet' },
      { status: 'Restschuldbefreiung' },
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

  describe('case facts', () => {
    const administrator = {
      role: 'insolvenzverwalter',
      name: 'Rechtsanwalt Dr. Hans Muster',
      firm: null,
      street: 'Lahnstraße 1',
      postalCode: '35398',
      city: 'Gießen',
      phone: '0641/9829218',
      email: 'giessen@example.de',
    };
    const facts = () =>
      db
        .prepare(
          'SELECT first_publication_date, publication_date, claims_deadline, administrator_contact FROM rm_cases WHERE id = 1',
        )
        .get() as Record<string, string | null>;

    it('takes the first publication from the earliest notice, also when it arrives late', async () => {
      await record(
        notice('eroeffnung', '2026-02-10'),
        notice('pruefungstermin', '2026-03-05'),
        notice('sicherungsmassnahmen', '2026-01-12'),
      );
      expect(facts()).toMatchObject({ first_publication_date: '2026-01-12', publication_date: '2026-03-05' });
    });

    it('keeps the Anmeldefrist and the administrator contact of the latest notice that names them', async () => {
      await record(
        { ...notice('eroeffnung', '2026-02-10'), administrator, claimsDeadline: '2026-04-15' },
        notice('pruefungstermin', '2026-03-05'),
      );
      expect(facts().claims_deadline).toBe('2026-04-15');
      expect(JSON.parse(facts().administrator_contact ?? 'null')).toEqual(administrator);
    });

    it('stores the hearings of each notice, and none (unknown) for notices recorded without them', async () => {
      const hearing = { kind: 'pruefungstermin', date: '2026-04-20', time: '10:00', place: 'Saal 1' } as const;
      await record({ ...notice('eroeffnung', '2026-02-10'), hearings: [hearing] }, notice('aufhebung', '2026-06-01'));
      const rows = db
        .prepare('SELECT hearings FROM rm_case_notices WHERE case_id = 1 ORDER BY publication_date')
        .all() as { hearings: string | null }[];
      expect(rows.map((r) => (r.hearings === null ? null : JSON.parse(r.hearings)))).toEqual([[hearing], null]);
    });

    it('stores the deadlines of each notice, and none for notices recorded without them (issue #32)', async () => {
      const deadline = {
        kind: 'anmeldefrist',
        date: '2026-04-15',
        time: null,
        place: null,
        sentence: 'Insolvenzforderungen sind bis zum 15.04.2026 anzumelden.',
        relative: null,
      } as const;
      await record({ ...notice('eroeffnung', '2026-02-10'), deadlines: [deadline] }, notice('aufhebung', '2026-06-01'));
      const rows = db
        .prepare('SELECT deadlines FROM rm_case_notices WHERE case_id = 1 ORDER BY publication_date')
        .all() as { deadlines: string | null }[];
      expect(rows.map((r) => (r.deadlines === null ? null : JSON.parse(r.deadlines)))).toEqual([[deadline], null]);
    });

    it('erases the facts with the case', async () => {
      await record({ ...notice('eroeffnung', '2026-02-10'), administrator, claimsDeadline: '2026-04-15' });
      const erased: NewEvent = {
        type: 'CaseRetentionExpired',
        data: { caseId: 1, debtorKind: 'company' },
        metadata: metadata(),
      };
      await store.append('retention-2026-05-01', [erased], { expectedRevision: 'no_stream' });
      await rebuildProjection(store, sqlite(db), casesProjection);
      expect(db.prepare('SELECT COUNT(*) AS n FROM rm_cases').get()).toEqual({ n: 0 });
      expect(db.prepare('SELECT COUNT(*) AS n FROM rm_case_notices').get()).toEqual({ n: 0 });
    });
  });
});
