import { retryDelayMs } from '../import-runs/import-retry.js';

/**
 * Backoff of the poll after the portal could not be reached (pure): after `failures` unreachable polls in a row the
 * next one waits twice the poll interval, then twice as long each time, at most `maxMs` (IMPORT_RETRY_MAX_MINUTES),
 * instead of knocking every slot. A poll that reached the portal ends the series (failures 0: no wait).
 */
export function pollBackoffUntil(failures: number, lastEnd: Date, intervalMs: number, maxMs: number): Date | null {
  if (failures <= 0) return null;
  const delay = retryDelayMs(failures - 1, { firstMs: 2 * intervalMs, maxMs: Math.max(maxMs, intervalMs) });
  return new Date(lastEnd.getTime() + delay);
}
