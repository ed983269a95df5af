import {
  caseStatisticsFacts,
  type CaseEvent,
  type CaseNotice,
  type RetentionEvent,
} from '@insolvenz/backend/cases/domain/events.js';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { databaseOf, openMongoConnection } from '@insolvenz/backend/platform/read-store/mongo/mongo-connection.js';
import { openDatabase } from '@insolvenz/backend/platform/sqlite/open-database.js';
import type { Connection } from 'mongoose';
import { MongoProjectionStore } from '../../../store/mongo/mongo-projection-store.js';
import { describeWithMongo, freshDatabaseUrl } from '../../../store/mongo/mongo-test-database.test-kit.js';
import { SqliteProjectionStore } from '../../../store/sqlite/sqlite-projection-store.js';
import { historicalStatsProjection } from '../../historical-stats/historical-stats.projection.js';
import { casesProjection } from '../cases.projection.js';
import { CASES, casesMongo, KNOWN_NOTICES } from './cases.mongo.js';

const notice = (overrides: Partial<CaseNotice>): CaseNotice => ({
  fingerprint: `n-${overrides.debtorName ?? 'x'}-${overrides.publicationDate ?? '2026-11-02'}`,
  listingFingerprint: `l-${overrides.debtorName ?? 'x'}-${overrides.publicationDate ?? '2026-11-02'}`,
  publicationDate: '2026-11-02',
  publicationType: 'sicherungsmassnahmen',
  decisionDate: null,
  court: 'Amtsgericht Köln',
  caseNumber: '71 IN 1/26',
  state: 'NW',
  debtorName: 'Alpha Bau GmbH',
  debtorKind: 'company',
  legalForm: 'GmbH',
  street: 'Hauptstraße 1',
  postalCode: '50667',
  city: 'Köln',
  register: { court: 'Amtsgericht Köln', type: 'HRB', number: '4711' },
  administrator: null,
  claimsDeadline: null,
  text: 'Amtsgericht Köln, 71 IN 1/26 …',
  ...overrides,
});

const alpha = notice({});
const alphaOpened = notice({
  publicationType: 'eroeffnung',
  publicationDate: '2026-11-20',
  city: 'Muenchen',
  claimsDeadline: '2027-01-15',
  administrator: {
    role: 'Insolvenzverwalter',
    name: 'Dr. Eva Klar',
    firm: null,
    street: 'Ring 1',
    postalCode: '50667',
    city: 'Köln',
    phone: null,
    email: 'klar@example.org',
  },
  hearings: [{ kind: 'pruefungstermin', date: '2027-02-10', time: '09:30', place: 'Saal 12' }],
  deadlines: [
    {
      kind: 'anmeldefrist',
      date: '2027-01-15',
      time: null,
      place: null,
      sentence: 'Insolvenzforderungen sind bis zum 15.01.2027 anzumelden.',
      relative: null,
    },
  ],
});
/** Arrives after the opening but was published before it: joins the timeline, restatuses the notices. */
const alphaEarlier = notice({ publicationType: 'sonstiges', publicationDate: '2026-11-10', city: null });
const person = notice({
  debtorName: 'Zacharias Quendel',
  debtorKind: 'person',
  legalForm: null,
  caseNumber: '67c IK 12/25',
  court: 'Amtsgericht Hamburg',
  state: 'HH',
  register: null,
  publicationDate: '2026-08-01',
});

/** Every change kind of the cases projection: new case, newer and older notices, relisting, erasure. */
function caseLog(): RecordedEvent[] {
  const events: (CaseEvent | RetentionEvent)[] = [
    { type: 'CaseImported', data: { caseId: 1, caseKey: 'k1', notice: alpha } },
    { type: 'CaseImported', data: { caseId: 2, caseKey: 'k2', notice: person } },
    { type: 'CaseNoticePublished', data: { caseId: 1, caseKey: 'k1', notice: alphaOpened } },
    {
      type: 'CaseNoticeRelisted',
      data: {
        caseId: 1,
        fingerprint: alphaOpened.fingerprint,
        listingFingerprint: 'relisted-1',
        publicationDate: '2026-11-21',
      },
    },
    { type: 'CaseNoticePublished', data: { caseId: 1, caseKey: 'k1', notice: alphaEarlier } },
    {
      type: 'CaseRetentionExpired',
      data: {
        caseId: 2,
        debtorKind: 'person',
        knownListings: [{ fingerprint: person.listingFingerprint, publicationDate: person.publicationDate }],
        statistics: caseStatisticsFacts(person),
      },
    },
    { type: 'CaseImported', data: { caseId: 3, caseKey: 'k3', notice: notice({ debtorName: 'Beta Transporte KG' }) } },
    // Recorded under a shortened court name, corrected to the official one (issue #28 item 11).
    {
      type: 'CaseCourtCorrected',
      data: {
        caseId: 3,
        caseKey: 'k3-official',
        court: 'Amtsgericht Frankfurt (Oder)',
        state: 'BB',
        previousCourt: 'Amtsgericht Köln',
      },
    },
    { type: 'CaseImported', data: { caseId: 4, caseKey: 'k4', notice: notice({ debtorName: 'Gamma Handel GmbH' }) } },
    // Erased under other facts than it was counted with: the count moves from the one to the other.
    {
      type: 'CaseRetentionExpired',
      data: {
        caseId: 4,
        debtorKind: 'company',
        knownListings: [],
        statistics: { ...caseStatisticsFacts(notice({ debtorName: 'Gamma Handel GmbH' })), state: 'BY' },
      },
    },
  ];
  return events.map((event, index) => {
    const position = BigInt(index + 1);
    return {
      ...event,
      streamName: `case-${(event.data as { caseId: number }).caseId}`,
      revision: position,
      position,
      recordedAt: new Date('2026-11-21T08:00:00.000Z'),
      metadata: {
        eventId: `event-${index}`,
        correlationId: 'spec',
        causationId: null,
        actorId: 'system:test',
        occurredAt: `2026-11-21T08:${String(index).padStart(2, '0')}:00.000Z`,
        schemaVersion: 1,
      },
    } as RecordedEvent;
  });
}

describeWithMongo('cases and historical statistics read models on MongoDB', () => {
  const connections: Connection[] = [];
  const freshStore = async () => {
    const connection = await openMongoConnection(freshDatabaseUrl());
    connections.push(connection);
    const store = new MongoProjectionStore(databaseOf(connection));
    await store.prepare(casesProjection);
    await store.prepare(historicalStatsProjection);
    return { store, db: databaseOf(connection) };
  };
  afterEach(async () => {
    for (const connection of connections.splice(0)) {
      await databaseOf(connection).dropDatabase();
      await connection.close();
    }
  });
  const projections = [casesProjection, historicalStatsProjection];
  const dumps = async (store: MongoProjectionStore) => Promise.all(projections.map((p) => store.dump(p)));

  it('keeps what the SQLite read model keeps: cases, timeline, facts, known listings, search words', async () => {
    const log = caseLog();
    const { store, db } = await freshStore();
    await store.apply(casesProjection, log, 0n);
    const sqlite = new SqliteProjectionStore(openDatabase(':memory:'));
    sqlite.prepareNow(casesProjection);
    sqlite.applyNow(casesProjection, log, 0n);
    const rows = sqlite.dumpNow(casesProjection) as Record<string, unknown>[];
    const sqliteCase = rows.find((row) => row.id === 1)!;
    const sqliteNotices = rows.filter((row) => row.case_id === 1 && 'seq' in row);

    const alphaDoc = (await db.collection(CASES).findOne({ _id: '1' as never }))!;
    expect(alphaDoc).toMatchObject({
      caseId: 1,
      companyName: sqliteCase.company_name,
      status: sqliteCase.status,
      active: sqliteCase.active === 1,
      procedureType: sqliteCase.procedure_type,
      publicationType: sqliteCase.publication_type,
      publicationDate: '2026-11-20',
      firstPublicationDate: '2026-11-02',
      city: 'Muenchen',
      cityKey: 'munchen',
      claimsDeadline: '2027-01-15',
      administratorContact: sqliteCase.administrator_contact,
      noticeCount: 3,
      updatedAt: sqliteCase.updated_at,
      // The last dated deadline of its notices ("Meine Fristen"), as SQLite's `deadline_until`.
      deadlineUntil: '2027-01-15',
      words: ['1', '26', '4711', '71', 'alpha', 'bau', 'gmbh', 'hrb', 'in'],
    });
    expect((alphaDoc.terms as string[]).filter((term) => term.startsWith('a'))).toEqual([
      'a',
      'al',
      'alp',
      'alph',
      'alpha',
    ]);
    const notices = alphaDoc.notices as Record<string, unknown>[];
    expect(notices.map((n) => [n.seq, n.publicationType, n.status])).toEqual(
      sqliteNotices.map((n) => [n.seq, n.publication_type, n.status]),
    );
    expect(notices[1]).toMatchObject({ hearings: sqliteNotices[1]!.hearings });
    // Deadlines as SQLite keeps them (issue #32); a notice recorded without them has none on either store.
    expect(notices.map((n) => n.deadlines ?? null)).toEqual(sqliteNotices.map((n) => n.deadlines));
    expect(JSON.parse(notices[1]!.deadlines as string)).toEqual(alphaOpened.deadlines);
    expect(sqliteCase.deadline_until).toBe(alphaDoc.deadlineUntil);
    // The corrected court, Land and key, as on SQLite.
    const corrected = rows.find((row) => row.id === 3)!;
    expect(corrected).toMatchObject({ court: 'Amtsgericht Frankfurt (Oder)', state: 'BB', case_key: 'k3-official' });
    expect(await db.collection(CASES).findOne({ _id: '3' as never })).toMatchObject({
      court: corrected.court,
      state: corrected.state,
      caseKey: corrected.case_key,
    });
    // The erased case: gone, its listing hash kept; the relisting remembered.
    expect(await db.collection(CASES).countDocuments({ caseId: 2 })).toBe(0);
    const known = await db.collection(KNOWN_NOTICES).find().sort({ _id: 1 }).toArray();
    const sqliteKnown = rows.filter((row) => 'fingerprint' in row && !('seq' in row));
    expect(known.map((k) => [k._id, k.caseId, k.publicationDate])).toEqual(
      sqliteKnown.map((k) => [k.fingerprint, k.case_id, k.publication_date]),
    );
  });

  it('gives a case document written before it kept the last deadline one from all its notices at its next change', async () => {
    const log = caseLog();
    const { store, db } = await freshStore();
    const opened = log.findIndex((event) => event.type === 'CaseNoticeRelisted');
    await store.apply(casesProjection, log.slice(0, opened), 0n);
    await db.collection(CASES).updateOne({ _id: '1' as never }, { $unset: { deadlineUntil: '' } });
    // The earlier notice sets nothing later than the opening's Anmeldefrist: the opening's date stays.
    await store.apply(casesProjection, log.slice(opened), BigInt(opened));
    expect(await db.collection(CASES).findOne({ _id: '1' as never })).toMatchObject({ deadlineUntil: '2027-01-15' });
  });

  it('builds the same read models live, one event per batch, as a rebuild in one batch', async () => {
    const log = caseLog();
    const { store: live } = await freshStore();
    for (const projection of projections) {
      let checkpoint = 0n;
      for (const event of log) {
        const outcome = await live.apply(projection, [event], checkpoint);
        if (outcome.kind !== 'applied') throw new Error(`expected applied, got ${outcome.kind}`);
        checkpoint = outcome.checkpoint;
      }
    }
    const { store: rebuilt } = await freshStore();
    for (const projection of projections) await rebuilt.apply(projection, log, 0n);
    expect(await dumps(live)).toEqual(await dumps(rebuilt));
    expect(await live.readCheckpoint('cases')).toBe(log[log.length - 1].position);
  });

  it('changes nothing when a batch is applied again after a crash before its checkpoint', async () => {
    const log = caseLog();
    const { store: uninterrupted } = await freshStore();
    for (const projection of projections) await uninterrupted.apply(projection, log, 0n);

    for (const crashAfter of [1, 2, 4]) {
      const { store } = await freshStore();
      for (const projection of projections) {
        await store.apply(projection, log.slice(0, crashAfter), 0n);
        // The crash: every document of the rest written, the checkpoint not moved.
        await store.applyWithoutCheckpoint(projection, log.slice(crashAfter));
        // Delivered again, in shorter batches than before.
        let checkpoint = log[crashAfter - 1].position;
        for (let i = crashAfter; i < log.length; i += 2) {
          const outcome = await store.apply(projection, log.slice(i, i + 2), checkpoint);
          if (outcome.kind !== 'applied') throw new Error(`expected applied, got ${outcome.kind}`);
          checkpoint = outcome.checkpoint;
        }
      }
      expect(await dumps(store)).toEqual(await dumps(uninterrupted));
    }
  });

  it('drops and rebuilds the read models on a replay reset, with their indexes', async () => {
    const log = caseLog();
    const { store, db } = await freshStore();
    for (const projection of projections) await store.apply(projection, log, 0n);
    const live = await dumps(store);
    for (const projection of projections) expect(await store.prepare(projection, { reset: true })).toBe(0n);
    expect(await dumps(store)).toEqual([[], []]);
    const indexes = await db.collection(CASES).indexes();
    expect(indexes.map((index) => index.name)).toEqual(
      expect.arrayContaining(['terms_newest_first', 'newest_first', 'active']),
    );
    for (const projection of projections) await store.apply(projection, log, 0n);
    expect(await dumps(store)).toEqual(live);
  });

  it('refuses to answer for a case it did not read first', async () => {
    const { db } = await freshStore();
    const writer = casesMongo.open(db);
    await writer.load(caseLog().slice(0, 1));
    expect(() => writer.write(caseLog()[1])).toThrow('rm_cases: 2 was not loaded');
  });
});
