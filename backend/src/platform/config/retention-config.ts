/** Retention settings (docs/DESIGN.md §6) and the demo/test clock shift, validated with the rest of the configuration. */
export interface RetentionConfig {
  readonly individualsDays: number;
  readonly companiesDays: number;
  /** Berlin wall-clock time of the daily cleanup, or null when it is switched off (manual cleanups still work). */
  readonly cleanupTime: string | null;
  /** Days the outbox (DATA_DIR/outbox, no SMTP) keeps a mail; erased by the daily cleanup after that. */
  readonly outboxDays: number;
  /** Days a contact-form message is kept after it was received; erased by the daily cleanup after that. */
  readonly contactMessagesDays: number;
}

export function loadRetentionConfig(value: (name: string) => string | undefined, problems: string[]): RetentionConfig {
  const days = (name: string, fallback: number) => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1 || n > 3650) {
      problems.push(`${name} must be a number of days between 1 and 3650, got "${raw}"`);
      return fallback;
    }
    return n;
  };
  const time = value('RETENTION_CLEANUP_TIME') ?? '03:15';
  if (time !== 'off' && !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) {
    problems.push(`RETENTION_CLEANUP_TIME must be HH:MM (Europe/Berlin) or "off", got "${time}"`);
  }
  return {
    individualsDays: days('RETENTION_DAYS_INDIVIDUALS', 14),
    companiesDays: days('RETENTION_DAYS_COMPANIES', 30),
    cleanupTime: time === 'off' ? null : time,
    outboxDays: days('OUTBOX_RETENTION_DAYS', 14),
    contactMessagesDays: days('CONTACT_RETENTION_DAYS', 180),
  };
}

/**
 * `CLOCK_OFFSET_DAYS` shifts the application clock so demos and tests can exercise retention on a running app.
 * Refused in production: there the clock must be the real one.
 */
export function loadClockOffset(
  value: (name: string) => string | undefined,
  problems: string[],
  nodeEnv: string,
): number {
  const raw = value('CLOCK_OFFSET_DAYS');
  if (raw === undefined) return 0;
  const n = Number(raw);
  if (!Number.isInteger(n) || Math.abs(n) > 3650) {
    problems.push(`CLOCK_OFFSET_DAYS must be a whole number of days (±3650), got "${raw}"`);
    return 0;
  }
  if (nodeEnv === 'production' && n !== 0) {
    problems.push('CLOCK_OFFSET_DAYS is not allowed with NODE_ENV=production');
    return 0;
  }
  return n;
}
