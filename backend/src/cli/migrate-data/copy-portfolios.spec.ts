import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { databaseOf, openMongoConnection } from '../../platform/read-store/mongo/mongo-connection.js';
import { describeWithMongo, freshDatabaseUrl } from '../../platform/read-store/mongo/mongo-test-server.test-kit.js';
import { openDatabase } from '../../platform/sqlite/open-database.js';
import type { PortfolioField } from '../../portfolios/domain/portfolio-row.js';
import { MongoPortfolioRowStore } from '../../portfolios/rows/mongo/mongo-portfolio-row-store.js';
import type {
  PortfolioRowStore,
  StoredPortfolioRow,
  UploadMapping,
} from '../../portfolios/rows/portfolio-row-store.port.js';
import { SqlitePortfolioRowStore } from '../../portfolios/rows/sqlite/sqlite-portfolio-row-store.js';
import { copyPortfolios } from './copy-portfolios.js';

const ANNA = '3f1c9a52-7d4e-4b8a-9c1e-0a2b3c4d5e6f';
const BERND = 'b7e2d8f1-1a2b-4c3d-8e9f-112233445566';
const KUNDEN = '0c5b2a10-4f6e-4d7c-8b9a-aa0011223344';
const LIEFERANTEN = '1d6c3b21-5a7f-4e8d-9cab-bb1122334455';
const MANDANTEN = '2e7d4c32-6b80-4f9e-adbc-cc2233445566';
const MAERZ = '9a000001-0000-4000-8000-000000000001';
const APRIL = '9a000002-0000-4000-8000-000000000002';
const LIEFER_UPLOAD = '9a000003-0000-4000-8000-000000000003';
const MANDANTEN_CONFIRMED = '9a000004-0000-4000-8000-000000000004';
const MANDANTEN_CHECKING = '9a000005-0000-4000-8000-000000000005';

const FIRMS = ['Müller', 'Schäfer', 'Größle', 'Weiß', 'Köhler', 'Bäckerei Jürgens', 'Straßburger', 'Öztürk', 'Übel'];
const FORMS = ['GmbH', 'GmbH & Co. KG', 'AG', 'e.K.', 'UG (haftungsbeschränkt)', null];
const PLACES = [
  ['80331', 'München'],
  ['50667', 'Köln'],
  ['40213', 'Düsseldorf'],
  ['60311', 'Frankfurt am Main'],
  ['01067', 'Dresden'],
] as const;

/** A debtor as the upload job stores it: keyed by customer number, else by upload and line. */
function debtor(uploadId: string, i: number): StoredPortfolioRow {
  const customerNumber = i % 25 === 7 ? null : `K-${String(10_000 + i)}`;
  const form = FORMS[i % FORMS.length]!;
  const [postalCode, city] = PLACES[i % PLACES.length]!;
  return {
    rowId: customerNumber ? `k:${customerNumber}` : `n:${uploadId}:${i + 2}`,
    customerNumber,
    name: `${FIRMS[i % FIRMS.length]!} ${form ?? ''} Nr. ${i}`.replace('  ', ' '),
    legalForm: form,
    street: i % 11 === 0 ? null : `Königstraße ${i}`,
    postalCode,
    city,
    registerCourt: i % 3 === 0 ? `Amtsgericht ${city}` : null,
    registerType: i % 3 === 0 ? 'HRB' : null,
    registerNumber: i % 3 === 0 ? String(12_000 + i) : null,
    vatId: i % 4 === 0 ? `DE${String(100_000_000 + i)}` : null,
  };
}

const HEADERS = [
  'Kundennummer',
  'Firma',
  'Rechtsform',
  'Straße',
  'PLZ',
  'Ort',
  'Gericht',
  'Art',
  'Nummer',
  'USt-IdNr.',
];
const MAPPING: UploadMapping = {
  customerNumber: 0,
  name: 1,
  legalForm: 2,
  street: 3,
  postalCode: 4,
  city: 5,
  registerCourt: 6,
  registerType: 7,
  registerNumber: 8,
  vatId: 9,
};
const FIELDS = Object.keys(MAPPING) as PortfolioField[];
const lineOf = (row: StoredPortfolioRow) => FIELDS.map((f) => row[f] ?? '').join(';');
const csv = (rows: readonly StoredPortfolioRow[]) => Buffer.from([HEADERS.join(';'), ...rows.map(lineOf)].join('\r\n'));

/** An embedded installation's portfolios, filled through the port the way the app's steps write them. */
async function fillSource(store: PortfolioRowStore): Promise<void> {
  await store.addPortfolio({
    id: KUNDEN,
    ownerId: ANNA,
    name: 'Kunden',
    mode: 'täglich',
    createdAt: '2026-03-02T08:00:00.000Z',
  });
  await store.addPortfolio({
    id: LIEFERANTEN,
    ownerId: ANNA,
    name: 'Lieferanten',
    mode: 'täglich',
    createdAt: '2026-03-05T10:30:00.000Z',
  });
  await store.addPortfolio({
    id: MANDANTEN,
    ownerId: BERND,
    name: 'Mandanten Süd',
    mode: 'sofort',
    createdAt: '2026-02-20T14:00:00.000Z',
  });
  await store.updatePortfolio(KUNDEN, { name: 'Kunden Nord & Ost' });
  await store.updatePortfolio(LIEFERANTEN, { mode: 'sofort' });

  // Kunden: 300 rows confirmed from March's file, April's file failed.
  const march = Array.from({ length: 300 }, (_, i) => debtor(MAERZ, i));
  await takeUpload(store, KUNDEN, ANNA, MAERZ, 'Kundenliste März.csv', march, '2026-03-02T08:05:00.000Z');
  await store.saveDecision(KUNDEN, march[0]!.rowId, 4711, 'confirmed');
  await store.saveDecision(KUNDEN, march[0]!.rowId, 4712, 'rejected');
  await store.saveDecision(KUNDEN, march[7]!.rowId, 815, 'confirmed');
  await store.saveDecision(KUNDEN, march[299]!.rowId, 90_001, 'confirmed');
  await store.saveDecision(KUNDEN, march[299]!.rowId, 90_001, 'rejected');
  const xlsx = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(6 * 1024, 0xa7)]);
  await store.addUpload(
    {
      id: APRIL,
      portfolioId: KUNDEN,
      ownerId: ANNA,
      fileName: 'Kundenliste April.xlsx',
      createdAt: '2026-04-10T07:00:00.000Z',
    },
    xlsx,
  );
  await store.updateUpload(
    APRIL,
    { state: 'fehlgeschlagen', error: 'Die Datei ist keine gültige Excel-Datei.' },
    '2026-04-10T07:00:02.000Z',
  );

  // Lieferanten: an upload checked and waiting for the user's confirmation, with its file.
  const suppliers = Array.from({ length: 60 }, (_, i) => debtor(LIEFER_UPLOAD, 1_000 + i));
  await store.addUpload(
    {
      id: LIEFER_UPLOAD,
      portfolioId: LIEFERANTEN,
      ownerId: ANNA,
      fileName: 'Lieferanten_Übersicht.csv',
      createdAt: '2026-04-12T09:00:00.000Z',
    },
    csv(suppliers),
  );
  await store.updateUpload(
    LIEFER_UPLOAD,
    {
      state: 'zuordnen',
      headers: HEADERS,
      mapping: MAPPING,
      sample: suppliers.slice(0, 3).map((row) => lineOf(row).split(';')),
      progress: { done: 60, total: 60 },
    },
    '2026-04-12T09:00:01.000Z',
  );
  await store.updateUpload(
    LIEFER_UPLOAD,
    {
      state: 'bereit',
      validation: {
        valid: 58,
        invalid: 2,
        problems: [
          { line: 14, field: 'name', message: 'Der Name fehlt.' },
          { line: 40, field: null, message: 'Die Zeile hat zu wenige Spalten (Straße fehlt).' },
        ],
      },
      diff: {
        added: 58,
        changed: 0,
        removed: 0,
        unchanged: 0,
        examples: {
          added: suppliers.slice(0, 2).map(({ customerNumber, name }) => ({ customerNumber, name })),
          changed: [{ customerNumber: 'K-11000', name: 'Müller GmbH', fields: ['city', 'street'] }],
          removed: [],
        },
      },
    },
    '2026-04-12T09:00:05.000Z',
  );

  // Mandanten: rows without customer numbers, a second upload being checked by a worker (leased).
  const clients = Array.from({ length: 12 }, (_, i) => ({ ...debtor(MANDANTEN_CONFIRMED, i * 25 + 7) }));
  await takeUpload(store, MANDANTEN, BERND, MANDANTEN_CONFIRMED, 'mandanten.csv', clients, '2026-02-21T12:00:00.000Z');
  await store.saveDecision(MANDANTEN, clients[3]!.rowId, 31_337, 'confirmed');
  await store.addUpload(
    {
      id: MANDANTEN_CHECKING,
      portfolioId: MANDANTEN,
      ownerId: BERND,
      fileName: 'mandanten-neu.csv',
      createdAt: '2026-04-20T16:00:00.000Z',
    },
    csv(clients.slice(0, 10)),
  );
  await store.updateUpload(
    MANDANTEN_CHECKING,
    { state: 'wird geprüft', headers: HEADERS, mapping: MAPPING, progress: { done: 4, total: 10 } },
    '2026-04-20T16:00:03.000Z',
  );
  expect((await store.claimUpload(new Date('2026-04-20T16:00:04.000Z'), 60_000))?.id).toBe(MANDANTEN_CHECKING);
}

/** An upload through the steps of the upload job and the confirmation, up to 'übernommen'. */
async function takeUpload(
  store: PortfolioRowStore,
  portfolioId: string,
  ownerId: string,
  uploadId: string,
  fileName: string,
  rows: StoredPortfolioRow[],
  createdAt: string,
): Promise<void> {
  const at = (seconds: number) => new Date(Date.parse(createdAt) + seconds * 1000).toISOString();
  const total = rows.length;
  await store.addUpload({ id: uploadId, portfolioId, ownerId, fileName, createdAt }, csv(rows));
  const sample = rows.slice(0, 3).map((row) => lineOf(row).split(';'));
  await store.updateUpload(uploadId, { state: 'zuordnen', headers: HEADERS, mapping: MAPPING, sample }, at(1));
  await store.updateUpload(uploadId, { state: 'wird geprüft' }, at(2));
  const examples = {
    added: [{ customerNumber: rows[0]!.customerNumber, name: rows[0]!.name }],
    changed: [],
    removed: [],
  };
  await store.updateUpload(
    uploadId,
    {
      state: 'bereit',
      validation: { valid: total, invalid: 0, problems: [] },
      diff: { added: total, changed: 0, removed: 0, unchanged: 0, examples },
    },
    at(3),
  );
  await store.updateUpload(uploadId, { state: 'wird übernommen', progress: { done: 0, total } }, at(4));
  await store.replaceRows(portfolioId, uploadId, rows, { batchSize: 100, fileName, confirmedAt: at(5) });
  await store.updateUpload(uploadId, { state: 'übernommen', progress: { done: total, total } }, at(6));
}

async function rowsOf(store: PortfolioRowStore, portfolioId: string): Promise<StoredPortfolioRow[]> {
  const rows: StoredPortfolioRow[] = [];
  for await (const batch of store.rowsOf(portfolioId, 7)) rows.push(...batch);
  return rows;
}

/** Every answer of the port's reads about the store's portfolios. */
async function contents(store: PortfolioRowStore) {
  const owners = await store.portfolioOwners();
  const byOwner = [];
  for (const ownerId of owners) {
    const portfolios = await store.portfoliosOf(ownerId);
    const details = [];
    for (const { id } of portfolios) {
      const uploads = await store.uploadsOf(id);
      const rows = await rowsOf(store, id);
      details.push({
        portfolio: await store.portfolio(id),
        uploads,
        each: await Promise.all(
          uploads.map(async (u) => ({ upload: await store.upload(u.id), file: await store.fileOf(u.id) })),
        ),
        rows,
        rowsById: await store.rowsById(id, rows.map((r) => r.rowId).reverse()),
        decisions: await store.decisionsOf(id),
      });
    }
    byOwner.push({ ownerId, usedRows: await store.usedRows(ownerId), portfolios, details });
  }
  return { owners, byOwner, stale: (await store.staleUploads('2026-12-31T00:00:00.000Z')).sort() };
}

interface Opened {
  store: PortfolioRowStore;
  close(): Promise<void>;
}

/** The copy into a target store (fresh per test), the same for every adapter. */
function copySpecs(openTarget: () => Promise<Opened>): void {
  let dir: string;
  let sourceDb: DatabaseSync;
  let source: SqlitePortfolioRowStore;
  let target: Opened;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'copy-portfolios-'));
    sourceDb = openDatabase(join(dir, 'read-models.sqlite'));
    source = new SqlitePortfolioRowStore(sourceDb);
    await fillSource(source);
    target = await openTarget();
  });
  afterEach(async () => {
    await target.close();
    sourceDb.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('copies entries, uploads with their files, rows and decisions so that every read answers the same', async () => {
    const before = await contents(source);
    // The source is what the test says it is (no vacuous equality of two empty stores).
    expect(before.owners).toEqual([ANNA, BERND].sort());
    const kunden = before.byOwner.find((o) => o.ownerId === ANNA)!;
    expect(kunden.portfolios.map((p) => [p.name, p.mode, p.rowCount])).toEqual([
      ['Kunden Nord & Ost', 'täglich', 300],
      ['Lieferanten', 'sofort', 0],
    ]);
    expect(kunden.details[0]!.rows).toHaveLength(300);
    expect(kunden.details[0]!.rows.some((r) => r.name.startsWith('Größle') && r.city === 'Düsseldorf')).toBe(true);
    expect(kunden.details[0]!.each.map((u) => [u.upload!.state, u.upload!.error, u.file])).toEqual([
      ['fehlgeschlagen', 'Die Datei ist keine gültige Excel-Datei.', null],
      ['übernommen', null, null],
    ]);
    expect(kunden.details[1]!.each[0]!.file!.length).toBeGreaterThan(4_000);
    expect(kunden.details[0]!.decisions.size).toBe(3);

    expect(await copyPortfolios(source, target.store)).toEqual({ portfolios: 3, uploads: 5, rows: 312, decisions: 5 });
    expect(await contents(target.store)).toEqual(before);
    expect(await contents(source)).toEqual(before);
  });

  it('changes nothing when run again, and replaces what an interrupted run left of a portfolio', async () => {
    // An earlier run that stopped inside the Kunden portfolio, after the source renamed it.
    await target.store.addPortfolio({
      id: KUNDEN,
      ownerId: ANNA,
      name: 'Kunden',
      mode: 'täglich',
      createdAt: '2026-03-02T08:00:00.000Z',
    });
    await target.store.replaceRows(KUNDEN, 'partial', [debtor('partial', 1)], {
      batchSize: 100,
      fileName: 'x.csv',
      confirmedAt: '2026-01-01T00:00:00.000Z',
    });
    await target.store.saveDecision(KUNDEN, debtor('partial', 1).rowId, 1, 'confirmed');
    const before = await contents(source);
    await copyPortfolios(source, target.store);
    expect(await contents(target.store)).toEqual(before);
    expect(await copyPortfolios(source, target.store)).toEqual({ portfolios: 3, uploads: 5, rows: 312, decisions: 5 });
    expect(await contents(target.store)).toEqual(before);
  });

  it('carries no lease: the upload a worker was checking is taken up again in the target', async () => {
    await copyPortfolios(source, target.store);
    const now = new Date('2026-04-20T16:00:10.000Z');
    expect(await source.claimUpload(now, 60_000)).toBeNull();
    expect(await target.store.claimUpload(now, 60_000)).toMatchObject({
      id: MANDANTEN_CHECKING,
      state: 'wird geprüft',
      progress: { done: 4, total: 10 },
    });
  });
}

describe('copyPortfolios into SQLite', () => {
  copySpecs(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'copy-portfolios-target-'));
    const db = openDatabase(join(dir, 'read-models.sqlite'));
    return {
      store: new SqlitePortfolioRowStore(db),
      close: async () => {
        db.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  });
});

describeWithMongo('copyPortfolios into MongoDB', () => {
  copySpecs(async () => {
    const connection = await openMongoConnection(freshDatabaseUrl());
    return {
      store: await MongoPortfolioRowStore.open(databaseOf(connection)),
      close: async () => {
        await databaseOf(connection).dropDatabase();
        await connection.close();
      },
    };
  });
});
