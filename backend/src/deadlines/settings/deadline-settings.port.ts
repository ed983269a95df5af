/** Injection token of the per-user settings of "Meine Fristen" (issue #32 part 4). */
export const DEADLINE_SETTINGS = Symbol('DEADLINE_SETTINGS');

export interface DeadlineSettings {
  /** Days before a deadline a reminder comes; null: never chosen (the defaults apply), [] switched off. */
  readonly reminderDays: readonly number[] | null;
  /** When the current calendar token was created; null: no calendar link. */
  readonly calendarTokenCreatedAt: string | null;
}

/**
 * The user's settings of "Meine Fristen" in the read store (SQLite table or MongoDB collection; not a projection:
 * a replay does not touch them). Only the SHA-256 of a calendar token is kept, so a copy of the database lets no
 * one read a user's feed. The settings are the user's data: erased with the account (`AccountDataErasers`).
 */
export interface DeadlineSettingsStore {
  settingsOf(userId: string): Promise<DeadlineSettings>;
  setReminderDays(userId: string, days: readonly number[]): Promise<void>;
  /** The calendar token of the user from now on (its hash): the previous one stops working at once. */
  replaceCalendarToken(userId: string, tokenHash: string, createdAt: string): Promise<void>;
  /** Whether the user had a calendar token (it no longer works). */
  revokeCalendarToken(userId: string): Promise<boolean>;
  /** The user whose current calendar token has this hash, or null. */
  userOfCalendarToken(tokenHash: string): Promise<string | null>;
  /** Every setting of the user, gone (also from the storage's log where the store can see to it). */
  eraseUser(userId: string): Promise<void>;
}
