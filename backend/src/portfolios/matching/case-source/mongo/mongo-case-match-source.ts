import type { FactoryProvider } from '@nestjs/common';
import { MONGO_READ_DB, type MongoReadDb } from '../../../../platform/read-store/mongo/mongo-read-db.js';
import type { CandidateCase } from '../../../domain/matching/index.js';
import type { CaseMatchSource } from '../case-match-source.port.js';

/** The cases read model's collection (projections/src/read-models/cases/mongo/cases.mongo.ts). */
const CASES = 'rm_cases';

interface CaseFields {
  caseId: number;
  companyName: string;
  legalForm?: string;
  postalCode?: string;
  city?: string;
  registerCourt?: string;
  registerType?: string;
  registerNumber?: string;
  court: string;
  caseNumber: string;
  publicationDate: string;
}

const PROJECTION = {
  _id: 0,
  caseId: 1,
  companyName: 1,
  legalForm: 1,
  postalCode: 1,
  city: 1,
  registerCourt: 1,
  registerType: 1,
  registerNumber: 1,
  court: 1,
  caseNumber: 1,
  publicationDate: 1,
} as const;

/** `rm_cases` on MongoDB, read by keyset pages over its unique `caseId` index, the matching fields only. */
export class MongoCaseMatchSource implements CaseMatchSource {
  constructor(private readonly db: MongoReadDb) {}

  async *allCases(batchSize: number): AsyncIterable<CandidateCase[]> {
    const cases = this.db.collection<CaseFields>(CASES);
    let after = -1;
    for (;;) {
      const docs = await cases
        .find({ caseId: { $gt: after } }, { projection: PROJECTION })
        .sort({ caseId: 1 })
        .limit(batchSize)
        .toArray();
      if (docs.length === 0) return;
      after = docs[docs.length - 1]!.caseId;
      yield docs.map(candidate);
      if (docs.length < batchSize) return;
    }
  }

  async casesById(caseIds: readonly number[]): Promise<CandidateCase[]> {
    if (caseIds.length === 0) return [];
    const docs = await this.db
      .collection<CaseFields>(CASES)
      .find({ caseId: { $in: [...caseIds] } }, { projection: PROJECTION })
      .sort({ caseId: 1 })
      .toArray();
    return docs.map(candidate);
  }
}

/** Null fields are not stored: an absent field reads as null. */
const candidate = (d: CaseFields): CandidateCase => ({
  caseId: d.caseId,
  companyName: d.companyName,
  legalForm: d.legalForm ?? null,
  postalCode: d.postalCode ?? null,
  city: d.city ?? null,
  registerCourt: d.registerCourt ?? null,
  registerType: d.registerType ?? null,
  registerNumber: d.registerNumber ?? null,
  court: d.court,
  caseNumber: d.caseNumber,
  publicationDate: d.publicationDate,
});

export const mongoCaseMatchSourceProvider: Omit<FactoryProvider<CaseMatchSource>, 'provide'> = {
  inject: [MONGO_READ_DB],
  useFactory: (db: MongoReadDb) => new MongoCaseMatchSource(db),
};
