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
  text: 'Amtsgericht Hamburg, 67c IK 12/25: Über das Vermögen des Zacharias Quendelbaum, Quendelweg 7 …',
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
      await harness.given(lived);
      const { cases } = await harness.given([...lived, retentionExpired(2, ERASED)]);
      const [before, after] = harness.databases() as mongoose.mongo.Db[];
      // The scan finds the case while it lives (it is not looking in the wrong place).
      expect(await everything(before!)).toMatch(/zachar.*quendel/i);
      const stored = await everything(after!);
      // The name, its folded words and their prefixes, the address, the Aktenzeichen, the notice text.
      expect(stored).not.toMatch(/zachar|quendel|67c ik 12|12\/25|Über das Vermögen/i);
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
});
