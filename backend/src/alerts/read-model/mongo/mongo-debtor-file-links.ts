import type { FactoryProvider } from '@nestjs/common';
import type mongoose from 'mongoose';
import { MONGO_READ_DB, type MongoReadDb } from '../../../platform/read-store/mongo/mongo-read-db.js';
import {
  DEBTOR_FILE_LINKS,
  type DebtorFileLinks,
  type DebtorFileOfCase,
  type FileCase,
} from '../ports/debtor-file-links.port.js';

/** What the matcher reads of a case of `rm_debtor_file_cases` (projections: `debtor-files.mongo.ts`). */
interface FileCaseDocument {
  _id: string;
  caseId: number;
  fileId?: number | null;
  identity: Omit<FileCase, 'caseId'>;
  links?: { other: number; reason: string }[];
}

/** `DebtorFileLinks` on the MongoDB read model `debtor-files`; the twin of `SqliteDebtorFileLinks`. */
export class MongoDebtorFileLinks implements DebtorFileLinks {
  private readonly cases: mongoose.mongo.Collection<FileCaseDocument>;
  private readonly checkpoints: mongoose.mongo.Collection<{ _id: string; position: string }>;

  constructor(db: mongoose.mongo.Db) {
    this.cases = db.collection<FileCaseDocument>('rm_debtor_file_cases');
    this.checkpoints = db.collection('projection_checkpoints');
  }

  async appliedUpTo(): Promise<bigint> {
    const doc = await this.checkpoints.findOne({ _id: 'debtor-files' });
    return doc ? BigInt(doc.position) : 0n;
  }

  async filesOf(caseIds: readonly number[]): Promise<Map<number, DebtorFileOfCase>> {
    const files = new Map<number, DebtorFileOfCase>();
    if (caseIds.length === 0) return files;
    const own = await this.cases
      .find({ _id: { $in: [...new Set(caseIds)].map(String) } }, { projection: { caseId: 1, fileId: 1 } })
      .toArray();
    const byFile = new Map<number, DebtorFileOfCase>();
    for (const { caseId, fileId } of own) {
      if (fileId === undefined || fileId === null) continue;
      let file = byFile.get(fileId);
      if (!file) {
        file = await this.file(fileId);
        byFile.set(fileId, file);
      }
      files.set(caseId, file);
    }
    return files;
  }

  private async file(fileId: number): Promise<DebtorFileOfCase> {
    const members = await this.cases
      .find({ fileId }, { projection: { caseId: 1, identity: 1, links: 1 } })
      .sort({ caseId: 1 })
      .toArray();
    const cases = members.map(({ caseId, identity }) => ({
      caseId,
      debtorName: identity.debtorName,
      court: identity.court,
      caseNumber: identity.caseNumber,
    }));
    const links = members
      .flatMap((doc) =>
        (doc.links ?? [])
          .filter((link) => doc.caseId < link.other)
          .map((link) => ({ a: doc.caseId, b: link.other, reason: link.reason })),
      )
      .sort((x, y) => x.a - y.a || x.b - y.b);
    return { cases, links };
  }
}

export const mongoDebtorFileLinksProvider: FactoryProvider<DebtorFileLinks> = {
  provide: DEBTOR_FILE_LINKS,
  inject: [MONGO_READ_DB],
  useFactory: (db: MongoReadDb) => new MongoDebtorFileLinks(db),
};
