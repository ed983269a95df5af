import type { DeadlineSettingsStore } from '../deadline-settings.port.js';

/** What every adapter of the settings of "Meine Fristen" does (run against SQLite and MongoDB). */
export function deadlineSettingsContract(open: () => Promise<DeadlineSettingsStore>): void {
  let store: DeadlineSettingsStore;
  beforeEach(async () => {
    store = await open();
  });

  it('knows nothing of a user who chose nothing', async () => {
    expect(await store.settingsOf('user-1')).toEqual({ reminderDays: null, calendarTokenCreatedAt: null });
    expect(await store.userOfCalendarToken('a'.repeat(64))).toBeNull();
  });

  it('keeps the reminder days, also an empty list (reminders off), per user', async () => {
    await store.setReminderDays('user-1', [14, 3]);
    await store.setReminderDays('user-2', []);
    expect((await store.settingsOf('user-1')).reminderDays).toEqual([14, 3]);
    expect((await store.settingsOf('user-2')).reminderDays).toEqual([]);
    await store.setReminderDays('user-1', [1]);
    expect((await store.settingsOf('user-1')).reminderDays).toEqual([1]);
  });

  it('finds the user by the hash of the current token only: a new token replaces the old one', async () => {
    await store.setReminderDays('user-1', [2]);
    await store.replaceCalendarToken('user-1', 'hash-old', '2026-03-01T10:00:00.000Z');
    expect(await store.userOfCalendarToken('hash-old')).toBe('user-1');
    await store.replaceCalendarToken('user-1', 'hash-new', '2026-03-02T10:00:00.000Z');
    expect(await store.userOfCalendarToken('hash-old')).toBeNull();
    expect(await store.userOfCalendarToken('hash-new')).toBe('user-1');
    expect(await store.settingsOf('user-1')).toEqual({
      reminderDays: [2],
      calendarTokenCreatedAt: '2026-03-02T10:00:00.000Z',
    });
  });

  it('revokes a token (and says whether there was one), keeping the reminder days', async () => {
    await store.setReminderDays('user-1', [7]);
    await store.replaceCalendarToken('user-1', 'hash-1', '2026-03-01T10:00:00.000Z');
    expect(await store.revokeCalendarToken('user-1')).toBe(true);
    expect(await store.revokeCalendarToken('user-1')).toBe(false);
    expect(await store.revokeCalendarToken('user-2')).toBe(false);
    expect(await store.userOfCalendarToken('hash-1')).toBeNull();
    expect(await store.settingsOf('user-1')).toEqual({ reminderDays: [7], calendarTokenCreatedAt: null });
  });

  it('erases everything of one user and nothing of another', async () => {
    await store.replaceCalendarToken('user-1', 'hash-1', '2026-03-01T10:00:00.000Z');
    await store.setReminderDays('user-1', [3]);
    await store.replaceCalendarToken('user-2', 'hash-2', '2026-03-01T10:00:00.000Z');
    await store.eraseUser('user-1');
    await store.eraseUser('user-1');
    expect(await store.settingsOf('user-1')).toEqual({ reminderDays: null, calendarTokenCreatedAt: null });
    expect(await store.userOfCalendarToken('hash-1')).toBeNull();
    expect(await store.userOfCalendarToken('hash-2')).toBe('user-2');
  });
}
