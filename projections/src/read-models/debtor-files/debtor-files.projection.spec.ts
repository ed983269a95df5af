import type { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '@insolvenz/backend/platform/sqlite/open-database.js';
import { SqliteProjectionStore } from '../../store/sqlite/sqlite-projection-store.js';
import { debtorFilesProjection } from './debtor-files.projection.js';
import { debtorFileLog } from './debtor-files.test-kit.js';

const sqlite = (db: DatabaseSync) => new SqliteProjectionStore(db);

describe('debtor-files projection', () => {
  const dbs: DatabaseSync[] = [];
  const database = () => {
    const db = openDatabase(':memory:');
    dbs.push(db);
    sqlite(db).prepareNow(debtorFilesProjection);
    return db;
  };
  afterEach(() => {
    for (const db of dbs.splice(0)) db.close();
  });
  const files = (db: DatabaseSync) =>
    db.prepare('SELECT case_id, file_id FROM rm_debtor_file_cases ORDER BY case_id').all();
  const links = (db: DatabaseSync) =>
    db
      .prepare('SELECT case_id, other_id, reason FROM rm_debtor_file_links WHERE case_id < other_id ORDER BY 1, 2')
      .all();

  it('links renames, seat moves and hand-overs into one file, the namesake elsewhere stays apart', () => {
    const db = database();
    sqlite(db).applyNow(debtorFilesProjection, debtorFileLog().slice(0, 6), 0n);
    expect(links(db)).toEqual([
      { case_id: 1, other_id: 2, reason: 'früherer Name Müller Bau GmbH' },
      { case_id: 2, other_id: 3, reason: 'gleiche Registernummer HRB 4711, AG Bonn' },
      { case_id: 3, other_id: 4, reason: 'verwiesen von AG Köln, 71 IN 100/26' },
    ]);
    expect(files(db)).toEqual([
      { case_id: 1, file_id: 1 },
      { case_id: 2, file_id: 1 },
      { case_id: 3, file_id: 1 },
      { case_id: 4, file_id: 1 },
      { case_id: 5, file_id: null },
    ]);
  });

  it('erases a case with its links: the file splits where it was the bridge, a file of one case dissolves', () => {
    const db = database();
    sqlite(db).applyNow(debtorFilesProjection, debtorFileLog(), 0n);
    expect(links(db)).toEqual([{ case_id: 3, other_id: 4, reason: 'verwiesen von AG Köln, 71 IN 100/26' }]);
    expect(files(db)).toEqual([
      { case_id: 1, file_id: null },
      { case_id: 3, file_id: 3 },
      { case_id: 4, file_id: 3 },
      { case_id: 5, file_id: null },
    ]);
    expect(db.prepare('SELECT count(*) AS n FROM rm_debtor_file_keys WHERE case_id = 2').get()).toEqual({ n: 0 });
    expect(JSON.stringify(sqlite(db).dumpNow(debtorFilesProjection))).not.toContain('12 IN 40/26');
  });

  it("finds a case under its later notice's name only: the keys of its first notice are replaced", () => {
    const db = database();
    const [first] = debtorFileLog();
    const renamed = {
      ...first!,
      type: 'CaseNoticePublished',
      position: 2n,
      data: {
        ...(first!.data as { caseId: number; caseKey: string; notice: object }),
        notice: { ...(first!.data as { notice: object }).notice, debtorName: 'Siebengebirge Bau GmbH' },
      },
    };
    sqlite(db).applyNow(debtorFilesProjection, [first!], 0n);
    sqlite(db).applyNow(debtorFilesProjection, [renamed], 1n);
    const keys = db.prepare("SELECT key FROM rm_debtor_file_keys WHERE case_id = 1 AND key LIKE 'name:%'").all();
    expect(keys).toEqual([{ key: 'name:siebengebirge bau|GmbH' }]);
  });

  it('builds the same read model live, one event at a time, as a rebuild in one batch', () => {
    const live = database();
    let checkpoint = 0n;
    for (const event of debtorFileLog()) {
      checkpoint = sqlite(live).applyNow(debtorFilesProjection, [event], checkpoint).checkpoint;
    }
    const rebuilt = database();
    sqlite(rebuilt).applyNow(debtorFilesProjection, debtorFileLog(), 0n);
    expect(sqlite(rebuilt).dumpNow(debtorFilesProjection)).toEqual(sqlite(live).dumpNow(debtorFilesProjection));
  });
});
