import { formatDateTime } from '../../../../lib/format/dates';
import { formatCount } from '../../../../lib/format/numbers';
import { formatQuantity, NEW_CASES, NOTICES } from '../../../../lib/format/plural';
import type { ImportStatus, PortalEndpoint } from '../../api/dashboard-types';

/** SPEC §2/§9 defaults: next session 08:30 'Morning Session', 4 sessions a day, 'Nie' without an import. */
export const DEFAULT_NEXT_SESSION = { time: '08:30', name: 'Morning Session' } as const;
export const DEFAULT_SESSIONS_PER_DAY = 4;
const DEFAULT_PRIMARY_PORTAL = 'neu.insolvenzbekanntmachungen.de';
const DEFAULT_FALLBACK = 'HTTP-Scraper';

const SYSTEM_STATUS_LABELS: Record<string, string> = {
  active: 'Aktiv',
  running: 'Import läuft',
  error: 'Fehler',
  idle: 'Bereit',
};

const CONNECTION_LABELS: Record<string, string> = {
  connected: 'Verbunden',
  unreachable: 'Nicht erreichbar',
  available: 'Verfügbar',
  error: 'Fehler',
  unknown: 'Unbekannt',
};

function endpoint(value: string | PortalEndpoint | undefined): PortalEndpoint {
  return typeof value === 'string' ? { name: value } : (value ?? {});
}

const count = (n: number | undefined) => formatCount(n ?? 0);

/** The texts of the monitoring panel, defaults filled in. */
export function importStatusView(status: ImportStatus) {
  const stats = status.importStats ?? {};
  const system = status.systemStatus ?? {};
  const primary = endpoint(status.portalConnection?.primary);
  const fallback = endpoint(status.portalConnection?.fallback);
  // Honest by default: no answer recorded means the connection is unknown, not "verbunden".
  const primaryStatus = primary.status ?? 'unknown';
  const lastContact = formatDateTime(primary.lastCheck);
  const run = system.currentRun ?? null;
  const fallbackStatus = fallback.status ?? 'available';
  return {
    tiles: {
      // Unknown rather than the stored total, which counts closed proceedings too.
      activeCases: stats.activeCases === undefined ? '–' : count(stats.activeCases),
      weeklyImports: count(stats.weeklyImports),
      importRate: `${new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }).format(stats.importRate ?? 0)} Fälle/Std.`,
      nextSessionTime: system.nextImportSession?.time || DEFAULT_NEXT_SESSION.time,
      nextSessionName: system.nextImportSession?.name || DEFAULT_NEXT_SESSION.name,
    },
    portal: {
      primary: primary.name || DEFAULT_PRIMARY_PORTAL,
      primaryStatus: CONNECTION_LABELS[primaryStatus] ?? primaryStatus,
      lastContact: lastContact ?? 'Noch keine Antwort',
      message: primary.message || null,
      fallback: fallback.name || DEFAULT_FALLBACK,
      fallbackStatus: CONNECTION_LABELS[fallbackStatus] ?? fallbackStatus,
    },
    system: {
      status: system.overall?.label ?? SYSTEM_STATUS_LABELS[system.status ?? 'active'] ?? system.status ?? 'Aktiv',
      detail: system.overall?.detail ?? null,
      method: system.importMethod || 'Automatischer Portal-Import',
      sessionsPerDay: String(stats.totalSessions ?? DEFAULT_SESSIONS_PER_DAY),
      lastImport: formatDateTime(system.lastImportTime) ?? 'Nie',
    },
    run: run && {
      dayNumber: run.dayNumber,
      daysTotal: run.daysTotal,
      /** Percent of the run's days done or in progress (a day counts once it started). */
      percent: run.daysTotal > 0 ? Math.round((Math.max(0, run.dayNumber - 1) / run.daysTotal) * 100) : 0,
      /** "1.520 Bekanntmachungen", "1 Bekanntmachung". */
      fetched: formatQuantity(run.fetched ?? 0, NOTICES),
      /** "1.500 neue Fälle", "1 neuer Fall". */
      newCases: formatQuantity(run.newCases ?? 0, NEW_CASES),
    },
    activity: (status.recentActivity ?? []).slice(0, 5),
  };
}

export type ImportStatusViewModel = ReturnType<typeof importStatusView>;
