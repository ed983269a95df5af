import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { databaseOf, openMongoConnection } from '@insolvenz/backend/platform/read-store/mongo/mongo-connection.js';
import { openDatabase } from '@insolvenz/backend/platform/sqlite/open-database.js';
import type { Connection } from 'mongoose';
import { MongoProjectionStore } from '../../../store/mongo/mongo-projection-store.js';
import { describeWithMongo, freshDatabaseUrl } from '../../../store/mongo/mongo-test-database.test-kit.js';
import { SqliteProjectionStore } from '../../../store/sqlite/sqlite-projection-store.js';
import { debtorFilesProjection } from '../debtor-files.projection.js';
import { debtorFileLog } from '../debtor-files.test-kit.js';
import { DEBTOR_FILE_CASES } from './debtor-files.mongo.js';

/** Files and links as both stores answer them: case → file, and each link once with its reason. */
interface Files {
  files: [number, number | null][];
  links: [number, number, string][];
}

function sqliteFiles(events: readonly RecordedEvent[]): Files {
  const db = openDatabase(':memory:');
  const store = new SqliteProjectionStore(db);
  store.prepareNow(debtorFilesProjection);
  store.applyNow(debtorFilesProjection, events, 0n);
  const files = db
    .prepare('SELECT case_id, file_id FROM rm_debtor_file_cases ORDER BY case_id')
    .all()
    .map((row) => [row.case_id, row.file_id] as [number, number | null]);
  const links = db
    .prepare('SELECT case_id, other_id, reason FROM rm_debtor_file_links WHERE case_id < other_id ORDER BY 1, 2')
    .all()
    .map((row) => [row.case_id, row.other_id, row.reason] as [number, number, string]);
  db.close();
  return { files, links };
}

async function mongoFiles(store: MongoProjectionStore): Promise<Files> {
  const dump = (await store.dump(debtorFilesProjection)) as {
    caseId?: number;
    fileId?: number;
    links?: { other: number; reason: string }[];
  }[];
  const cases = dump.filter((doc) => doc.caseId !== undefined);
  return {
    files: cases.map((doc) => [doc.caseId as number, doc.fileId ?? null]),
    links: cases.flatMap((doc) =>
      (doc.links ?? [])
        .filter((link) => (doc.caseId as number) < link.other)
        .map((link) => [doc.caseId as number, link.other, link.reason] as [number, number, string]),
    ),
  };
}

describeWithMongo('debtor-files read model on MongoDB', () => {
  const connections: Connection[] = [];
  const freshStore = async () => {
    const connection = await openMongoConnection(freshDatabaseUrl());
    connections.push(connection);
    const store = new MongoProjectionStore(databaseOf(connection));
    await store.prepare(debtorFilesProjection);
    return { store, db: databaseOf(connection) };
  };
  afterEach(async () => {
    for (const connection of connections.splice(0)) {
      await databaseOf(connection).dropDatabase();
      await connection.close();
    }
  });

  it('holds the files and links the SQLite read model holds, before and after the erasure', async () => {
    const log = debtorFileLog();
    for (const upTo of [6, log.length]) {
      const { store } = await freshStore();
      await store.apply(debtorFilesProjection, log.slice(0, upTo), 0n);
      expect(await mongoFiles(store)).toEqual(sqliteFiles(log.slice(0, upTo)));
    }
  });

  it('builds the same read model live, one event per batch, as a rebuild in one batch', async () => {
    const log = debtorFileLog();
    const { store: live } = await freshStore();
    let checkpoint = 0n;
    for (const event of log) {
      const outcome = await live.apply(debtorFilesProjection, [event], checkpoint);
      if (outcome.kind !== 'applied') throw new Error(`expected applied, got ${outcome.kind}`);
      checkpoint = outcome.checkpoint;
    }
    const { store: rebuilt } = await freshStore();
    await rebuilt.apply(debtorFilesProjection, log, 0n);
    expect(await live.dump(debtorFilesProjection)).toEqual(await rebuilt.dump(debtorFilesProjection));
    expect(await mongoFiles(live)).toEqual(sqliteFiles(log));
  });

  it('changes nothing when a batch is applied again after a crash before its checkpoint', async () => {
    const log = debtorFileLog();
    const { store: uninterrupted } = await freshStore();
    await uninterrupted.apply(debtorFilesProjection, log, 0n);
    const { store } = await freshStore();
    await store.apply(debtorFilesProjection, log.slice(0, 3), 0n);
    await store.applyWithoutCheckpoint(debtorFilesProjection, log.slice(3));
    await store.apply(debtorFilesProjection, log.slice(3), log[2].position);
    expect(await store.dump(debtorFilesProjection)).toEqual(await uninterrupted.dump(debtorFilesProjection));
  });

  it('leaves no trace of an erased case', async () => {
    const { store, db } = await freshStore();
    await store.apply(debtorFilesProjection, debtorFileLog(), 0n);
    const everything = JSON.stringify([
      await db.collection(DEBTOR_FILE_CASES).find().toArray(),
      await db.collection('rm_debtor_file_keys').find().toArray(),
    ]);
    expect(everything).not.toContain('12 IN 40/26');
    expect(everything).not.toContain('12IN40/26');
  });
});
