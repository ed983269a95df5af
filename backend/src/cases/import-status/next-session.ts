import type { ImportSession } from '../../platform/config/app-config.js';
import { addDays, berlinDate, berlinInstant } from '../../platform/clock/berlin-time.js';

/** The next scheduled session after `now` (Europe/Berlin), with its instant. */
export function nextSession(sessions: readonly ImportSession[], now: Date): ImportSession & { at: Date } {
  const today = berlinDate(now);
  for (const day of [today, addDays(today, 1)]) {
    for (const session of sessions) {
      const at = berlinInstant(day, session.time);
      if (at.getTime() > now.getTime()) return { ...session, at };
    }
  }
  const first = sessions[0];
  return { ...first, at: berlinInstant(addDays(today, 1), first.time) };
}
