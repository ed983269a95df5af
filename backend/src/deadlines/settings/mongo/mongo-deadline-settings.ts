import type { FactoryProvider } from '@nestjs/common';
import type mongoose from 'mongoose';
import { MONGO_READ_DB, type MongoReadDb } from '../../../platform/read-store/mongo/mongo-read-db.js';
import type { DeadlineSettings, DeadlineSettingsStore } from '../deadline-settings.port.js';

const COLLECTION = 'deadline_settings';

interface SettingsDocument {
  _id: string;
  reminderDays?: number[];
  tokenHash?: string;
  tokenCreatedAt?: string;
}

/**
 * The settings on MongoDB: one document per user (`_id` = user id). Absent fields are unset, never stored as
 * null (FerretDB drops nulls in some writes). Erasure deletes the document; what the server's storage keeps of
 * it is the operator's (README "Erasure on MongoDB").
 */
export class MongoDeadlineSettings implements DeadlineSettingsStore {
  private constructor(private readonly settings: mongoose.mongo.Collection<SettingsDocument>) {}

  static async open(db: MongoReadDb): Promise<MongoDeadlineSettings> {
    const settings = db.collection<SettingsDocument>(COLLECTION);
    await settings.createIndex({ tokenHash: 1 });
    return new MongoDeadlineSettings(settings);
  }

  async settingsOf(userId: string): Promise<DeadlineSettings> {
    const doc = await this.settings.findOne({ _id: userId });
    return { reminderDays: doc?.reminderDays ?? null, calendarTokenCreatedAt: doc?.tokenCreatedAt ?? null };
  }

  async setReminderDays(userId: string, days: readonly number[]): Promise<void> {
    await this.settings.updateOne({ _id: userId }, { $set: { reminderDays: [...days] } }, { upsert: true });
  }

  async replaceCalendarToken(userId: string, tokenHash: string, createdAt: string): Promise<void> {
    await this.settings.updateOne(
      { _id: userId },
      { $set: { tokenHash, tokenCreatedAt: createdAt } },
      { upsert: true },
    );
  }

  async revokeCalendarToken(userId: string): Promise<boolean> {
    const { modifiedCount } = await this.settings.updateOne(
      { _id: userId, tokenHash: { $exists: true } },
      { $unset: { tokenHash: '', tokenCreatedAt: '' } },
    );
    return modifiedCount > 0;
  }

  async userOfCalendarToken(tokenHash: string): Promise<string | null> {
    const doc = await this.settings.findOne({ tokenHash }, { projection: { _id: 1 } });
    return doc?._id ?? null;
  }

  async eraseUser(userId: string): Promise<void> {
    await this.settings.deleteOne({ _id: userId });
  }
}

export const mongoDeadlineSettingsProvider: Omit<FactoryProvider<DeadlineSettingsStore>, 'provide'> = {
  inject: [MONGO_READ_DB],
  useFactory: (db: MongoReadDb) => MongoDeadlineSettings.open(db),
};
