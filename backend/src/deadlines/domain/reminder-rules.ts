import { addDays, type UpcomingDeadline } from './upcoming-deadlines.js';

/** "Erinnerung 7 und 1 Tag vorher" unless the user chose otherwise (issue #32). */
export const DEFAULT_REMINDER_DAYS: readonly number[] = [7, 1];
/** A user chooses at most this many reminders per deadline, each 0 (on the day) to 90 days before. */
export const MAX_REMINDERS = 5;
export const MAX_REMINDER_DAYS = 90;

export const REMINDER_DAYS_INVALID =
  `Erinnerungen: höchstens ${MAX_REMINDERS} verschiedene ganze Zahlen von 0 bis ${MAX_REMINDER_DAYS} ` +
  '(Tage vor der Frist).';

/** The setting as stored: distinct, descending; an empty list switches reminders off. */
export function normaliseReminderDays(days: readonly number[]): number[] {
  return [...new Set(days)].sort((a, b) => b - a);
}

export function reminderDaysValid(days: readonly number[]): boolean {
  return (
    days.length <= MAX_REMINDERS &&
    new Set(days).size === days.length &&
    days.every((day) => Number.isInteger(day) && day >= 0 && day <= MAX_REMINDER_DAYS)
  );
}

/**
 * Kinds that are no creditor's deadline but the day a publication takes effect (one per notice): listed on the
 * page, but neither reminded of nor put into the calendar feed, where they would drown the deadlines.
 */
export const NOT_REMINDED_KINDS: ReadonlySet<string> = new Set(['wirksamkeit']);

/** A deadline the day's reminder names, and how many days before it the reminder comes. */
export interface DueReminder {
  readonly deadline: UpcomingDeadline;
  readonly daysBefore: number;
}

/**
 * What the reminder mail of Berlin day `today` lists: every deadline whose date is `today` + X for one of the
 * user's X, soonest first. Counted in calendar days (a deadline on 4 April is 7 days after 28 March although
 * the DST change makes that 167 hours).
 */
export function dueReminders(
  deadlines: readonly UpcomingDeadline[],
  today: string,
  reminderDays: readonly number[],
): DueReminder[] {
  const dueOn = new Map(reminderDays.map((days) => [addDays(today, days), days]));
  return deadlines
    .filter((deadline) => dueOn.has(deadline.date) && !NOT_REMINDED_KINDS.has(deadline.kind))
    .map((deadline) => ({ deadline, daysBefore: dueOn.get(deadline.date)! }));
}

/** The mail's delivery key: one reminder mail per user and Berlin day, whatever runs it how often. */
export function reminderKey(userId: string, today: string): string {
  return `deadline-reminder-${userId}-${today}`;
}

/** "heute", "morgen", "in 5 Tagen" (also the SPA's chips). */
export function daysRemainingText(days: number): string {
  if (days === 0) return 'heute';
  if (days === 1) return 'morgen';
  return `in ${days} Tagen`;
}
