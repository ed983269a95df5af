import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type mongoose from 'mongoose';
import { describeWithMongo } from '../../../platform/read-store/mongo/mongo-test-server.test-kit.js';
import type { CaseNotice } from '../../domain/case-notice.js';
import { caseImported, noticePublished, retentionExpired } from '../contract/case-events.test-kit.js';
import { mongoCasesReadSide } from './cases-read-side.mongo-harness.test-kit.js';

const ERASED: Partial<CaseNotice> = {
  debtorName: 'Zacharias Quendelbaum',
  debtorKind: 'person',
  legalForm: null,
  court: 'Amtsgericht Hamburg',
  caseNumber: '67c IK 12/25',
  state: 'HH',
  postalCode: '20095',
  city: 'Hamburg',
  street: 'Quendelweg 7',
  register: null,
  publicationDate: '2026-08-01',
  // The hand-over links the case into the kept case's debtor file (issue #32): the link goes with the erasure.
  text:
    'Amtsgericht Hamburg, 67c IK 12/25: Über das Vermögen des Zacharias Quendelbaum, Quendelweg 7 … Das Verfahren ' +
    'wurde bisher geführt unter 67c IK 14/26.',
  // Deadlines live in the case's document too (issue #32): their place and sentence go with it.
  deadlines: [
    {
      kind: 'pruefungstermin',
      date: '2026-10-01',
      time: '10:30',
      place: 'Sitzungssaal Q-4711',
      sentence: 'Prüfungstermin im Verfahren Quendelbaum am 01.10.2026, 10:30 Uhr, Sitzungssaal Q-4711.',
      relative: null,
    },
  ],
};
const KEPT: Partial<CaseNotice> = {
  debtorName: 'Yvonne Adler',
  debtorKind: 'person',
  legalForm: null,
  court: 'Amtsgericht Hamburg',
  caseNumber: '67c IK 14/26',
  register: null,
  publicationDate: '2026-11-01',
};

/** Every document of every collection of the database, as text (the checkpoints and indexes' names included). */
async function everything(db: mongoose.mongo.Db): Promise<string> {
  const texts: string[] = [];
  for (const { name } of await db.listCollections().toArray()) {
    texts.push(name, JSON.stringify(await db.collection(name).find().toArray()));
    texts.push(JSON.stringify(await db.collection(name).indexes()));
  }
  return texts.join('\n');
}

/**
 * The data directory of the FerretDB test server behind MONGO_URL, as `scripts/services/ferretdb.sh` lays it out
 * (one SQLite file per database, with its WAL), or FERRETDB_DATA_DIR. Undefined for another server.
 */
function ferretDbDataDir(): string | undefined {
  if (process.env.FERRETDB_DATA_DIR) return process.env.FERRETDB_DATA_DIR;
  const port = /^mongodb:\/\/127\.0\.0\.1:(\d+)\//.exec(process.env.MONGO_URL ?? '')?.[1];
  const cache = process.env.FERRETDB_CACHE_DIR ?? join(homedir(), '.cache/insolvenzmonitor');
  const dir = port ? join(cache, 'run/ferretdb', `data-${port}`) : undefined;
  return dir && existsSync(dir) ? dir : undefined;
}

/** The files of `database` on the FerretDB test server that contain `pattern`, as bytes (main file and WAL). */
async function serverFilesHolding(dataDir: string, database: string, pattern: RegExp): Promise<string[]> {
  const files = (await readdir(dataDir)).filter((file) => file.startsWith(`${database}.sqlite`));
  if (files.length === 0) throw new Error(`no file of database ${database} in ${dataDir}`);
  const holding: string[] = [];
  for (const file of files) {
    if (pattern.test((await readFile(join(dataDir, file))).toString('latin1'))) holding.push(file);
  }
  return holding;
}

describeWithMongo('erasure on the MongoDB read models', () => {
  const createHarness = mongoCasesReadSide();

  it('leaves no document, notice or search word of the erased case in any collection', async () => {
    const harness = await createHarness();
    try {
      const lived = [
        caseImported(2, ERASED),
        noticePublished(2, { ...ERASED, publicationType: 'eroeffnung', publicationDate: '2026-08-20' }),
        caseImported(4, KEPT),
      ];
      const { cases: living } = await harness.given(lived);
      expect((await living.debtorFile(4))?.caseIds).toEqual([2, 4]);
      const { cases } = await harness.given([...lived, retentionExpired(2, ERASED)]);
      const [before, after] = harness.databases() as mongoose.mongo.Db[];
      expect(await cases.debtorFile(4)).toBeNull();
      // The scan finds the case while it lives (it is not looking in the wrong place).
      expect(await everything(before!)).toMatch(/zachar.*quendel/i);
      expect(await everything(before!)).toContain('Q-4711');
      const stored = await everything(after!);
      // The name, its folded words and their prefixes, the address, the Aktenzeichen, the notice text.
      expect(stored).not.toMatch(/zachar|quendel|67c ik 12|12\/25|Über das Vermögen|Q-4711/i);
      expect(stored).toContain('Yvonne Adler');
      expect(await cases.getCase(2)).toBeNull();
      expect((await cases.search({ q: 'Zach' }, { offset: 0, limit: 10 })).total).toBe(0);
      expect((await cases.search({ q: 'quendelbaum' }, { offset: 0, limit: 10 })).total).toBe(0);
      // What may stay: the listing hashes, the anonymised counts.
      expect(await cases.knownFingerprints('2026-08-01')).toEqual(new Set([expect.any(String)]));
      expect(
        await cases.historyCounts({ from: '2026-08-01', to: '2026-08-31', interval: 'month', groupBy: 'court' }),
      ).toEqual([{ period: '2026-08', group: 'Amtsgericht Hamburg', count: 1 }]);
    } finally {
      await harness.dispose();
    }
  });

  // On the FerretDB test server (CI starts it with scripts/services/ferretdb.sh): the server's own files.
  const dataDir = ferretDbDataDir();
  (dataDir || process.env.CI ? it : it.skip)(
    "leaves no byte of the erased case in the server's data files, WAL included",
    async () => {
      if (!dataDir) throw new Error('MONGO_URL is not the FerretDB test server of scripts/services/ferretdb.sh');
      const harness = await createHarness();
      try {
        const lived = [caseImported(2, ERASED), caseImported(4, KEPT)];
        await harness.given(lived);
        await harness.given([...lived, retentionExpired(2, ERASED)]);
        const [before, after] = harness.databases() as mongoose.mongo.Db[];
        // The server writes the name where the case lives (the scan looks in the right place) …
        expect(await serverFilesHolding(dataDir, before!.databaseName, /Quendelbaum/)).not.toEqual([]);
        expect(await serverFilesHolding(dataDir, before!.databaseName, /Q-4711/)).not.toEqual([]);
        // … and after the erasure in no file: secure_delete zeroes the document, the WAL is truncated.
        expect(await serverFilesHolding(dataDir, after!.databaseName, /Quendelbaum|Quendelweg|Q-4711/)).toEqual([]);
        expect(await serverFilesHolding(dataDir, after!.databaseName, /Yvonne Adler/)).not.toEqual([]);
      } finally {
        await harness.dispose();
      }
    },
  );
});
