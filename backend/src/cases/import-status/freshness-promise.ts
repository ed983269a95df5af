import type { ImportConfig } from '../../platform/config/app-config.js';

/**
 * The freshness promise in German, true to the configuration (pricing and About pages, the monitor): with the poll
 * on, how soon we detect a new notice within the poll hours; without it, the session times.
 */
export function freshnessPromise(config: Pick<ImportConfig, 'poll' | 'sessions' | 'scheduled'>): string {
  const { intervalMs, hours } = config.poll;
  if (config.scheduled && intervalMs > 0) {
    const minutes = intervalMs / 60_000;
    const within =
      minutes >= 1
        ? `${formatNumber(minutes)} ${minutes === 1 ? 'Minute' : 'Minuten'}`
        : `${formatNumber(intervalMs / 1000)} Sekunden`;
    const span =
      hours.from === '00:00' && hours.to === '24:00' ? 'rund um die Uhr' : `von ${hours.from} bis ${hours.to} Uhr`;
    return `Neue Bekanntmachungen erkennen wir ${span} innerhalb von ${within} nach ihrer Veröffentlichung.`;
  }
  if (!config.scheduled)
    return 'Neue Bekanntmachungen werden mit jedem Import übernommen, den die Administration startet.';
  const times = config.sessions.map((s) => s.time);
  return `Neue Bekanntmachungen übernehmen wir täglich um ${listGerman(times)} Uhr.`;
}

const formatNumber = (n: number) => new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 }).format(n);

function listGerman(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} und ${items[items.length - 1]}`;
}
