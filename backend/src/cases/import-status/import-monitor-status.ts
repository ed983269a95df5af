import { berlinDate, germanBerlinDateTime } from '../../platform/clock/berlin-time.js';

/** What the monitor knows of one import run (the import-runs read model's document, the fields it needs). */
export interface RunFacts {
  /** `poll` for the intraday poll; absent where a store does not say. */
  readonly trigger?: string;
  readonly status: 'running' | 'completed' | 'failed';
  /** The publication days the run lists (newest first). */
  readonly days?: readonly string[];
  readonly startedAt: string;
  readonly finishedAt: string | null;
  readonly newCases: number;
  readonly newNotices: number;
  readonly fetched?: number;
  /** Portal requests of the run (the daily request budget); absent on runs recorded before. */
  readonly requests?: number;
  readonly errors: readonly string[];
  readonly incompleteDays?: readonly string[];
  /** Per publication day: the rows the portal listed (the silent-source check compares days). */
  readonly dayCounts?: Readonly<Record<string, { readonly listed: number }>>;
  readonly failureReason?: string | null;
  readonly portalReachedAt?: string | null;
  readonly progress?: {
    readonly day: string;
    readonly dayNumber: number;
    readonly daysTotal: number;
    readonly fetched: number;
    readonly newCases: number;
  } | null;
}

export interface MonitorFacts {
  readonly now: Date;
  /** The most recent run (running or finished). */
  readonly latest: RunFacts | null;
  /** The most recent run that ended, and the most recent completed one. */
  readonly lastFinished: RunFacts | null;
  readonly lastCompleted: RunFacts | null;
  /** The last moment the portal answered any run. */
  readonly lastPortalContact: string | null;
  /** When the next scheduled session starts (null: the schedule is off). */
  readonly nextSession: { readonly name: string; readonly at: Date } | null;
  /** Minutes to the first retry after the portal was unreachable (scheduler's backoff; 0 or absent: none). */
  readonly retryFirstMinutes?: number;
}

export type OverallState = 'running' | 'ready' | 'incomplete' | 'portal_unreachable' | 'failed' | 'never';
export type PortalState = 'connected' | 'unreachable' | 'unknown';

export interface MonitorStatus {
  readonly overall: { readonly state: OverallState; readonly label: string; readonly detail: string };
  /** The SPEC's coarse system status, derived from `overall`. */
  readonly systemStatus: 'running' | 'active' | 'error' | 'idle';
  readonly portal: {
    readonly status: PortalState;
    readonly lastContact: string | null;
    readonly message: string | null;
  };
  /**
   * The fallback (the portal's text.xhtml page) lives on the same portal: it is no way around an unreachable
   * portal, so it is only "available" while the portal answers.
   */
  readonly fallback: { readonly status: 'available' | 'unreachable' | 'unknown' };
}

/** How long a portal answer counts as "verbunden" while a run is busy without answers (retries). */
export const LIVE_CONTACT_MS = 2 * 60_000;
/** How long the last successful portal answer counts as a connection: a day plus the night between sessions. */
export const CONTACT_VALID_MS = 26 * 3_600_000;

/** Ends `text` as a sentence, so that the next one can follow it. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
const count = (n: number) => new Intl.NumberFormat('de-DE').format(n);
/** "1 neuer Fall", "2 neue Fälle": the noun (and its adjective) agree with the number. */
const quantity = (n: number, one: string, other: string) => `${count(n)} ${n === 1 ? one : other}`;
const newCases = (n: number) => quantity(n, 'neuer Fall', 'neue Fälle');
const germanDate = (isoDate: string) => isoDate.split('-').reverse().join('.');

/**
 * The one status of the import monitor: the dashboard's headline, its portal and import boxes and the admin's
 * view all come from here, so they cannot contradict each other. Pure: facts in, German texts out.
 */
export function importMonitorStatus(facts: MonitorFacts): MonitorStatus {
  const portal = portalStatus(facts);
  const overall = overallStatus(facts, portal);
  const fallback = { status: portal.status === 'connected' ? 'available' : portal.status } as const;
  return { overall, systemStatus: SYSTEM_STATUS[overall.state], portal, fallback };
}

const SYSTEM_STATUS: Record<OverallState, MonitorStatus['systemStatus']> = {
  running: 'running',
  ready: 'active',
  incomplete: 'active',
  portal_unreachable: 'error',
  failed: 'error',
  never: 'idle',
};

function portalStatus(facts: MonitorFacts): MonitorStatus['portal'] {
  const { now, latest, lastFinished, lastPortalContact } = facts;
  const age = lastPortalContact === null ? Infinity : now.getTime() - Date.parse(lastPortalContact);
  if (latest?.status === 'running' && age <= LIVE_CONTACT_MS) {
    return { status: 'connected', lastContact: lastPortalContact, message: null };
  }
  const unreachable = lastFinished?.failureReason === 'portal_unreachable' ? lastFinished : null;
  // Unreachable until an answer came after that run's end (a later run, or the one running now).
  if (unreachable && (lastPortalContact === null || lastPortalContact < (unreachable.finishedAt ?? ''))) {
    const message = `${sentence(unreachable.errors[0] ?? 'Das Bekanntmachungsportal ist nicht erreichbar')} ${retryAttempt(facts)}`;
    return { status: 'unreachable', lastContact: lastPortalContact, message };
  }
  if (age <= CONTACT_VALID_MS) return { status: 'connected', lastContact: lastPortalContact, message: null };
  return { status: 'unknown', lastContact: lastPortalContact, message: null };
}

function overallStatus(facts: MonitorFacts, portal: MonitorStatus['portal']): MonitorStatus['overall'] {
  const { latest, lastFinished } = facts;
  if (latest?.status === 'running') return { state: 'running', label: 'Import läuft', detail: runningDetail(latest) };
  if (portal.status === 'unreachable') {
    return { state: 'portal_unreachable', label: 'Portal nicht erreichbar', detail: portal.message ?? '' };
  }
  if (!lastFinished) {
    return { state: 'never', label: 'Noch kein Import', detail: 'Es wurde noch kein Import durchgeführt.' };
  }
  const finished = germanBerlinDateTime(lastFinished.finishedAt ?? lastFinished.startedAt);
  if (lastFinished.status === 'failed') {
    return {
      state: 'failed',
      label: 'Letzter Import fehlgeschlagen',
      detail: `Import vom ${finished}: ${sentence(lastFinished.errors[0] ?? 'unbekannter Fehler')} ${afterFailure(facts, lastFinished)}`,
    };
  }
  const outcome =
    `Letzter Import am ${finished}: ${newCases(lastFinished.newCases)}, ` +
    `${quantity(lastFinished.newNotices, 'weitere Bekanntmachung', 'weitere Bekanntmachungen')}.`;
  const incomplete = lastFinished.incompleteDays?.length ?? 0;
  if (incomplete > 0) {
    return {
      state: 'incomplete',
      label: 'Bereit (letzter Import unvollständig)',
      detail: `${outcome} ${incomplete === 1 ? 'Ein Tag wird' : `${count(incomplete)} Tage werden`} im nächsten Lauf wiederholt.`,
    };
  }
  return { state: 'ready', label: 'Bereit', detail: outcome };
}

function runningDetail(run: RunFacts): string {
  const progress = run.progress;
  if (!progress) return 'Der Import wurde gestartet und wartet auf die erste Antwort des Portals.';
  return (
    `Tag ${progress.dayNumber} von ${progress.daysTotal} (${germanDate(progress.day)}): ` +
    `${quantity(run.fetched ?? progress.fetched, 'Bekanntmachung', 'Bekanntmachungen')} abgerufen, ${newCases(run.newCases)}.`
  );
}

/** An interrupted or shut-down run is resumed by itself (sweep, next start); other failures wait for a session. */
function afterFailure(facts: MonitorFacts, run: RunFacts): string {
  if (run.failureReason === 'interrupted' || run.failureReason === 'aborted') {
    return 'Der Import wird automatisch fortgesetzt.';
  }
  if (run.failureReason === 'read_models_behind') return retryAttempt(facts);
  return nextAttempt(facts);
}

/** After an unreachable portal (or read models too far behind) the scheduler retries with backoff before the next session. */
function retryAttempt(facts: MonitorFacts): string {
  const first = facts.retryFirstMinutes ?? 0;
  if (!facts.nextSession || first <= 0) return nextAttempt(facts);
  return (
    `Der Import wird automatisch wiederholt, zuerst nach ${first === 1 ? 'einer Minute' : `${first} Minuten`}, ` +
    `dann in wachsenden Abständen; ${nextAttempt(facts).replace('Der nächste Versuch erfolgt', 'spätestens')}`
  );
}

function nextAttempt({ nextSession, now }: MonitorFacts): string {
  if (!nextSession) return 'Der nächste Versuch erfolgt beim nächsten manuell gestarteten Import.';
  const time = germanBerlinDateTime(nextSession.at);
  const sameDay = berlinDate(nextSession.at) === berlinDate(now);
  return `Der nächste Versuch erfolgt ${sameDay ? `heute um ${time.split(', ')[1]}` : `am ${time.replace(', ', ' um ')}`} (${nextSession.name}).`;
}
