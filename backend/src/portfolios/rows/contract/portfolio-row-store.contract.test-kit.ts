import type { PortfolioRow } from '../../domain/portfolio-row.js';
import type { PortfolioRowStore, StoredPortfolioRow } from '../portfolio-row-store.port.js';

const at = '2026-11-28T09:00:00.000Z';
const later = '2026-11-29T09:00:00.000Z';

const row = (rowId: string, name: string, extra: Partial<PortfolioRow> = {}): StoredPortfolioRow => ({
  rowId,
  customerNumber: rowId.startsWith('k:') ? rowId.slice(2) : null,
  name,
  legalForm: null,
  street: null,
  postalCode: null,
  city: null,
  registerCourt: null,
  registerType: null,
  registerNumber: null,
  vatId: null,
  ...extra,
});

async function all(store: PortfolioRowStore, portfolioId: string, batchSize = 2): Promise<StoredPortfolioRow[]> {
  const rows: StoredPortfolioRow[] = [];
  for await (const batch of store.rowsOf(portfolioId, batchSize)) {
    expect(batch.length).toBeLessThanOrEqual(batchSize);
    rows.push(...batch);
  }
  return rows;
}

const options = (fileName = 'kunden.csv', confirmedAt = at) => ({ batchSize: 2, fileName, confirmedAt });

/** The behaviour every `PortfolioRowStore` adapter has (run by the SQLite and the MongoDB spec). */
export function portfolioRowStoreContract(open: () => Promise<PortfolioRowStore>): void {
  let store: PortfolioRowStore;
  beforeEach(async () => {
    store = await open();
    await store.addPortfolio({ id: 'p1', ownerId: 'u1', name: 'Nord', mode: 'täglich', createdAt: at });
    await store.addPortfolio({ id: 'p2', ownerId: 'u1', name: 'Süd', mode: 'sofort', createdAt: later });
    await store.addPortfolio({ id: 'p3', ownerId: 'u2', name: 'Fremd', mode: 'täglich', createdAt: at });
  });

  it("lists an owner's portfolios oldest first, renamed, and counts their rows for the plan limit", async () => {
    await store.addPortfolio({ id: 'p1', ownerId: 'u1', name: 'Doppelt', mode: 'sofort', createdAt: later });
    await store.updatePortfolio('p2', { name: 'Süden', mode: 'täglich' });
    expect((await store.portfoliosOf('u1')).map((p) => [p.id, p.name, p.mode, p.rowCount, p.lastUpload])).toEqual([
      ['p1', 'Nord', 'täglich', 0, null],
      ['p2', 'Süden', 'täglich', 0, null],
    ]);
    await store.replaceRows('p1', 'up1', [row('k:1', 'A'), row('k:2', 'B'), row('k:3', 'C')], options());
    await store.replaceRows('p3', 'up3', [row('k:1', 'A')], options());
    expect(await store.usedRows('u1')).toBe(3);
    expect(await store.usedRows('nobody')).toBe(0);
    // Every owner once ("Meine Fristen" reminders, issue #32).
    expect(await store.portfolioOwners()).toEqual(['u1', 'u2']);
    expect(await store.portfolio('p1')).toMatchObject({
      rowCount: 3,
      currentUploadId: 'up1',
      lastUpload: { fileName: 'kunden.csv', confirmedAt: at },
    });
    expect(await store.portfolio('unknown')).toBeNull();
  });

  it('replaces the rows all at once with progress; rows keep their ids, decisions of removed rows go', async () => {
    const progress: [number, number][] = [];
    await store.replaceRows('p1', 'up1', [row('k:2', 'B'), row('k:1', 'A'), row('k:3', 'C')], {
      ...options(),
      onProgress: async (done, total) => void progress.push([done, total]),
    });
    expect(progress).toEqual([
      [2, 3],
      [3, 3],
    ]);
    expect((await all(store, 'p1')).map((r) => r.rowId)).toEqual(['k:1', 'k:2', 'k:3']);
    await store.saveDecision('p1', 'k:1', 42, 'confirmed');
    await store.saveDecision('p1', 'k:1', 42, 'rejected');
    await store.saveDecision('p1', 'k:3', 7, 'confirmed');
    await store.replaceRows(
      'p1',
      'up2',
      [row('k:1', 'A neu', { city: 'Köln' }), row('k:4', 'D')],
      options('neu.csv', later),
    );
    const rows = await all(store, 'p1');
    expect(rows).toEqual([row('k:1', 'A neu', { city: 'Köln' }), row('k:4', 'D')]);
    expect(await store.decisionsOf('p1')).toEqual(new Map([['k:1', new Map([[42, 'rejected']])]]));
    expect(await store.rowsById('p1', ['k:4', 'k:3', 'k:1'])).toEqual([rows[0], rows[1]]);
    expect(await store.portfolio('p1')).toMatchObject({ rowCount: 2, lastUpload: { fileName: 'neu.csv' } });
    // A repeat of the switched upload (a job resumed after a restart) changes nothing.
    await store.replaceRows('p1', 'up2', [], options());
    expect(await all(store, 'p1')).toHaveLength(2);
  });

  it('keeps rows written for an upload invisible until it is switched to; a discarded upload leaves none', async () => {
    await store.replaceRows('p1', 'up1', [row('k:1', 'A')], options());
    await store.addUpload(
      { id: 'up2', portfolioId: 'p1', ownerId: 'u1', fileName: 'b.csv', createdAt: at },
      Buffer.from('x'),
    );
    let seen: string[] = [];
    await store
      .replaceRows('p1', 'up2-failing', [row('k:9', 'Z'), row('k:8', 'Y'), row('k:7', 'X')], {
        ...options(),
        onProgress: async () => {
          seen = (await all(store, 'p1')).map((r) => r.name);
          throw new Error('abgebrochen');
        },
      })
      .catch(() => undefined);
    expect(seen).toEqual(['A']);
    expect((await all(store, 'p1')).map((r) => r.name)).toEqual(['A']);
    await store.discardUpload('up2-failing');
    await store.replaceRows('p1', 'up2', [row('k:5', 'E')], options());
    expect((await all(store, 'p1')).map((r) => r.name)).toEqual(['E']);
  });

  it('keeps an upload with its file through its states; a final state deletes the file', async () => {
    const content = Buffer.alloc(9 * 1024 * 1024, 7);
    await store.addUpload({ id: 'up1', portfolioId: 'p1', ownerId: 'u1', fileName: 'a.xlsx', createdAt: at }, content);
    expect(await store.upload('up1')).toMatchObject({
      id: 'up1',
      portfolioId: 'p1',
      ownerId: 'u1',
      fileName: 'a.xlsx',
      state: 'wird gelesen',
      progress: { done: 0, total: 0 },
      error: null,
      mapping: null,
      validation: null,
      diff: null,
    });
    expect((await store.fileOf('up1'))!.equals(content)).toBe(true);
    const mapping = { customerNumber: 0, name: 1 } as never;
    await store.updateUpload(
      'up1',
      { state: 'zuordnen', headers: ['Kd-Nr', 'Firma'], mapping, sample: [['1', 'A']] },
      later,
    );
    expect(await store.upload('up1')).toMatchObject({
      state: 'zuordnen',
      headers: ['Kd-Nr', 'Firma'],
      mapping,
      updatedAt: later,
    });
    await store.updateUpload('up1', { state: 'fehlgeschlagen', error: 'Die Datei ist leer.' }, later);
    expect(await store.fileOf('up1')).toBeNull();
    expect(await store.upload('up1')).toMatchObject({ state: 'fehlgeschlagen', error: 'Die Datei ist leer.' });
    expect((await store.uploadsOf('p1')).map((u) => u.id)).toEqual(['up1']);
    expect(await store.upload('unknown')).toBeNull();
  });

  it('hands a waiting upload to one worker at a time, again after its lease ran out or was released', async () => {
    await store.addUpload(
      { id: 'up1', portfolioId: 'p1', ownerId: 'u1', fileName: 'a.csv', createdAt: at },
      Buffer.from('a'),
    );
    await store.addUpload(
      { id: 'up2', portfolioId: 'p2', ownerId: 'u1', fileName: 'b.csv', createdAt: at },
      Buffer.from('b'),
    );
    await store.updateUpload('up2', { state: 'zuordnen' }, at);
    const now = new Date(later);
    expect((await store.claimUpload(now, 60_000))?.id).toBe('up1');
    expect(await store.claimUpload(now, 60_000)).toBeNull();
    expect((await store.claimUpload(new Date(now.getTime() + 60_001), 60_000))?.id).toBe('up1');
    await store.releaseLeases();
    expect((await store.claimUpload(now, 60_000))?.id).toBe('up1');
    await store.endLease('up1');
    expect((await store.claimUpload(now, 60_000))?.id).toBe('up1');
    await store.updateUpload('up2', { state: 'wird geprüft' }, later);
    expect((await store.claimUpload(now, 60_000))?.id).toBe('up2');
  });

  it("ends a step's lease with its outcome in one write, so the user's next step is taken at once", async () => {
    await store.addUpload(
      { id: 'up1', portfolioId: 'p1', ownerId: 'u1', fileName: 'a.csv', createdAt: at },
      Buffer.from('a'),
    );
    const now = new Date(later);
    expect((await store.claimUpload(now, 60_000))?.id).toBe('up1');
    await store.updateUpload('up1', { state: 'zuordnen', headers: ['Firma'] }, later, { endLease: true });
    // The user's mapping: the upload is due again at once, with what the step wrote.
    await store.updateUpload('up1', { state: 'wird geprüft', mapping: { name: 0 } as never }, later);
    expect(await store.claimUpload(now, 60_000)).toMatchObject({
      id: 'up1',
      state: 'wird geprüft',
      headers: ['Firma'],
    });
    // A progress write keeps the lease.
    await store.updateUpload('up1', { progress: { done: 1, total: 2 } }, later);
    expect(await store.claimUpload(now, 60_000)).toBeNull();
  });

  it('finds unconfirmed uploads older than a day and discards them with their file', async () => {
    await store.addUpload(
      { id: 'old', portfolioId: 'p1', ownerId: 'u1', fileName: 'a.csv', createdAt: at },
      Buffer.from('a'),
    );
    await store.addUpload(
      { id: 'done', portfolioId: 'p1', ownerId: 'u1', fileName: 'a.csv', createdAt: at },
      Buffer.from('a'),
    );
    await store.updateUpload('done', { state: 'übernommen' }, at);
    await store.addUpload(
      { id: 'new', portfolioId: 'p1', ownerId: 'u1', fileName: 'a.csv', createdAt: later },
      Buffer.from('a'),
    );
    expect(await store.staleUploads('2026-11-29T00:00:00.000Z')).toEqual(['old']);
    await store.discardUpload('old');
    expect(await store.upload('old')).toBeNull();
    expect(await store.fileOf('old')).toBeNull();
  });

  it('keeps the files of uploads being worked on when it drops leftover files', async () => {
    await store.addUpload(
      { id: 'live', portfolioId: 'p1', ownerId: 'u1', fileName: 'a.csv', createdAt: at },
      Buffer.from('Kundennummer;Name'),
    );
    await store.addUpload(
      { id: 'ended', portfolioId: 'p1', ownerId: 'u1', fileName: 'b.csv', createdAt: at },
      Buffer.from('Kundennummer;Name'),
    );
    await store.updateUpload('ended', { state: 'fehlgeschlagen', error: 'kaputt' }, at);
    expect(await store.dropLeftoverFiles()).toBe(0);
    expect(await store.fileOf('live')).toEqual(Buffer.from('Kundennummer;Name'));
    expect(await store.fileOf('ended')).toBeNull();
  });

  it("erases a portfolio's entry, uploads, files, rows and decisions, and nothing of another", async () => {
    await store.replaceRows('p1', 'up1', [row('k:1', 'A')], options());
    await store.replaceRows('p2', 'up2', [row('k:1', 'A')], options());
    await store.saveDecision('p1', 'k:1', 1, 'confirmed');
    await store.addUpload(
      { id: 'up3', portfolioId: 'p1', ownerId: 'u1', fileName: 'a.csv', createdAt: at },
      Buffer.from('a'),
    );
    await store.erasePortfolio('p1');
    expect(await store.portfolio('p1')).toBeNull();
    expect(await all(store, 'p1')).toEqual([]);
    expect(await store.decisionsOf('p1')).toEqual(new Map());
    expect(await store.upload('up3')).toBeNull();
    expect(await store.fileOf('up3')).toBeNull();
    expect(await all(store, 'p2')).toHaveLength(1);
    expect(await store.usedRows('u1')).toBe(1);
  });

  it("erases all of an owner's portfolios with uploads, files, rows and decisions, and nothing of another owner", async () => {
    await store.replaceRows('p1', 'up1', [row('k:1', 'Anna Muster')], options());
    await store.replaceRows('p2', 'up2', [row('k:2', 'Bernd Muster')], options());
    await store.replaceRows('p3', 'up3', [row('k:1', 'Fremd GmbH')], options());
    await store.saveDecision('p1', 'k:1', 1, 'confirmed');
    await store.saveDecision('p3', 'k:1', 1, 'rejected');
    // An upload still waiting, and one of a portfolio whose entry is gone (erased while the upload ran).
    await store.addUpload(
      { id: 'up4', portfolioId: 'p2', ownerId: 'u1', fileName: 'b.csv', createdAt: at },
      Buffer.from('Kundennummer;Name'),
    );
    await store.addUpload(
      { id: 'up5', portfolioId: 'p-gone', ownerId: 'u1', fileName: 'c.csv', createdAt: at },
      Buffer.from('x'),
    );
    expect((await store.eraseOwner('u1')).sort()).toEqual(['p-gone', 'p1', 'p2']);
    expect(await store.portfoliosOf('u1')).toEqual([]);
    expect(await all(store, 'p1')).toEqual([]);
    expect(await all(store, 'p2')).toEqual([]);
    expect(await store.decisionsOf('p1')).toEqual(new Map());
    for (const upload of ['up4', 'up5']) {
      expect(await store.upload(upload)).toBeNull();
      expect(await store.fileOf(upload)).toBeNull();
    }
    expect(await store.usedRows('u1')).toBe(0);
    // The other owner keeps everything; a repeated erasure finds nothing.
    expect(await all(store, 'p3')).toHaveLength(1);
    expect(await store.decisionsOf('p3')).toEqual(new Map([['k:1', new Map([[1, 'rejected']])]]));
    expect(await store.eraseOwner('u1')).toEqual([]);
  });
}
