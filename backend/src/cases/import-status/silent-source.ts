import { addDays, berlinDate, berlinTime } from '../../platform/clock/berlin-time.js';
import type { RunFacts } from './import-monitor-status.js';

/**
 * A silent source (issue #30 item 5, pure): in June 2021 the portal published no new insolvencies for ten days after
 * a migration, then the courts republished the backlog. Few or no notices must not read as "nothing new": on a
 * working day from `checkTime` (Berlin) on, when the portal's listing of today holds fewer than `percent` % of the
 * median of the last 10 working days' listings (or nothing at all), the monitor says so to every user and the
 * admins get a mail. Days nobody listed completely are unknown and left out; with fewer than 3 known days, or a
 * usual day of fewer than 5 notices, nothing is said.
 */
export interface SilentSourceConfig {
  /** `IMPORT_SILENT_PERCENT` (0: off). */
  readonly percent: number;
  /** `IMPORT_SILENT_CHECK_TIME`, Berlin `HH:MM`. */
  readonly checkTime: string;
}

export type SilentSource =
  | { readonly silent: false }
  | {
      readonly silent: true;
      readonly day: string;
      readonly count: number;
      readonly usual: number;
      readonly message: string;
    };

const HISTORY_DAYS = 10;
const MIN_HISTORY = 3;
const MIN_USUAL = 5;

/** The portal's count per publication day: the most rows a complete listing of the day showed (runs and polls). */
export function listedPerDay(runs: readonly RunFacts[]): Map<string, number> {
  const listed = new Map<string, number>();
  for (const run of runs) {
    if (run.status === 'running') continue;
    for (const [day, counts] of Object.entries(run.dayCounts ?? {})) {
      if ((run.incompleteDays ?? []).includes(day)) continue;
      listed.set(day, Math.max(listed.get(day) ?? 0, counts.listed));
    }
  }
  return listed;
}

export function silentSource(now: Date, listed: ReadonlyMap<string, number>, config: SilentSourceConfig): SilentSource {
  const today = berlinDate(now);
  if (config.percent <= 0 || !isWorkingDay(today) || berlinTime(now) < config.checkTime) return { silent: false };
  const count = listed.get(today);
  if (count === undefined) return { silent: false };
  const history: number[] = [];
  for (
    let day = addDays(today, -1);
    history.length < HISTORY_DAYS && day > addDays(today, -30);
    day = addDays(day, -1)
  ) {
    const known = listed.get(day);
    if (isWorkingDay(day) && known !== undefined) history.push(known);
  }
  if (history.length < MIN_HISTORY) return { silent: false };
  const usual = median(history);
  if (usual < MIN_USUAL || count >= (usual * config.percent) / 100) return { silent: false };
  const usualText = new Intl.NumberFormat('de-DE').format(Math.round(usual));
  const message =
    count === 0
      ? `Das Portal antwortet, listet heute aber keine Bekanntmachungen (sonst etwa ${usualText} am Tag).`
      : `Das Portal liefert heute ungewöhnlich wenige Bekanntmachungen (${count} bis ${berlinTime(now)} Uhr, ` +
        `sonst etwa ${usualText} am Tag).`;
  return {
    silent: true,
    day: today,
    count,
    usual,
    message:
      `${message} Das kann an einer Störung oder Umstellung des Portals liegen: „nichts Neues“ heißt heute nicht ` +
      '„keine Insolvenz“. Was das Portal nachreicht, holen die nächsten Importe automatisch nach.',
  };
}

function isWorkingDay(isoDate: string): boolean {
  const weekday = new Date(`${isoDate}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 === 1 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
}
