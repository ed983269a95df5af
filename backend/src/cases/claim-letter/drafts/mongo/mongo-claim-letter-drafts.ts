import type { FactoryProvider } from '@nestjs/common';
import type mongoose from 'mongoose';
import { MONGO_READ_DB, type MongoReadDb } from '../../../../platform/read-store/mongo/mongo-read-db.js';
import type { ClaimLetterForm } from '../../letter/claim-letter-form.js';
import type { ClaimLetterDraft, ClaimLetterDrafts } from '../claim-letter-drafts.port.js';

interface DraftDocument {
  _id: string;
  userId: string;
  caseId: number;
  form: ClaimLetterForm;
  createdAt: string;
  updatedAt: string;
}

const toDraft = ({ _id, ...rest }: DraftDocument): ClaimLetterDraft => ({ id: _id, ...rest });

/** The drafts on MongoDB (`claim_letter_drafts`, one document per draft; not a projection). */
export class MongoClaimLetterDrafts implements ClaimLetterDrafts {
  private readonly drafts: mongoose.mongo.Collection<DraftDocument>;
  private indexed: Promise<unknown> | null = null;

  constructor(db: MongoReadDb) {
    this.drafts = db.collection<DraftDocument>('claim_letter_drafts');
  }

  /** The owner's index, made once on first use. */
  private ready(): Promise<unknown> {
    this.indexed ??= this.drafts.createIndex({ userId: 1, caseId: 1, updatedAt: -1 });
    return this.indexed;
  }

  async save(draft: ClaimLetterDraft): Promise<void> {
    await this.ready();
    const { id, ...rest } = draft;
    // Only the owner's draft of that case is replaced; an id held by another owner is left alone.
    const existing = await this.drafts.findOne({ _id: id });
    if (existing && (existing.userId !== draft.userId || existing.caseId !== draft.caseId)) return;
    await this.drafts.replaceOne({ _id: id }, rest, { upsert: true });
  }

  async get(userId: string, id: string): Promise<ClaimLetterDraft | null> {
    const doc = await this.drafts.findOne({ _id: id, userId });
    return doc ? toDraft(doc) : null;
  }

  async listOfCase(userId: string, caseId: number): Promise<ClaimLetterDraft[]> {
    await this.ready();
    const docs = await this.drafts.find({ userId, caseId }).sort({ updatedAt: -1, _id: 1 }).toArray();
    return docs.map(toDraft);
  }

  async countOf(userId: string): Promise<number> {
    return this.drafts.countDocuments({ userId });
  }

  async remove(userId: string, id: string): Promise<boolean> {
    const result = await this.drafts.deleteOne({ _id: id, userId });
    return result.deletedCount > 0;
  }

  async removeAllOf(userId: string): Promise<number> {
    const result = await this.drafts.deleteMany({ userId });
    return result.deletedCount;
  }

  async removeOfCases(caseIds: readonly number[]): Promise<number> {
    if (caseIds.length === 0) return 0;
    const result = await this.drafts.deleteMany({ caseId: { $in: [...caseIds] } });
    return result.deletedCount;
  }
}

export const mongoClaimLetterDraftsProvider: Omit<FactoryProvider<ClaimLetterDrafts>, 'provide'> = {
  inject: [MONGO_READ_DB],
  useFactory: (db: MongoReadDb) => new MongoClaimLetterDrafts(db),
};
