import { formatCount } from '../../../../lib/format/numbers';
import type { ImportFreshness } from '../../api/dashboard-types';

const BERLIN_TIME = new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Berlin' });
const BERLIN_DAY = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' });

/** "vor 4 Min." / "in 6 Min."; beyond an hour the Berlin clock time ("um 21:50 Uhr", "morgen um 06:00 Uhr"). */
export function relativeMinutes(at: string, now: Date, direction: 'past' | 'future'): string {
  const instant = new Date(at);
  const minutes = Math.round(Math.abs(instant.getTime() - now.getTime()) / 60_000);
  if (minutes < 60) {
    if (minutes < 1) return direction === 'past' ? 'gerade eben' : 'in weniger als 1 Min.';
    return direction === 'past' ? `vor ${minutes} Min.` : `in ${minutes} Min.`;
  }
  const time = `um ${BERLIN_TIME.format(instant)} Uhr`;
  const day = BERLIN_DAY.format(instant);
  const today = BERLIN_DAY.format(now);
  if (day === today) return time;
  const tomorrow = BERLIN_DAY.format(new Date(now.getTime() + 24 * 3_600_000));
  const yesterday = BERLIN_DAY.format(new Date(now.getTime() - 24 * 3_600_000));
  if (day === tomorrow) return `morgen ${time}`;
  if (day === yesterday) return `gestern ${time}`;
  return `am ${day.split('-').reverse().join('.')} ${time}`;
}

export interface FreshnessLine {
  readonly key: string;
  readonly text: string;
  readonly tone?: 'warning';
}

/**
 * The monitor's freshness lines (issue #30 item 4), German sentences: last and next poll, today's detection lag,
 * alerts sent today; the request budget for admins.
 */
export function freshnessLines(freshness: ImportFreshness, now: Date, isAdmin: boolean): FreshnessLine[] {
  const lines: FreshnessLine[] = [];
  const { poll, detectionLag, requestBudget } = freshness;
  // A silent source first: few or no notices today must not read as "nothing new".
  if (freshness.sourceWarning) lines.push({ key: 'source', text: freshness.sourceWarning, tone: 'warning' });
  if (poll.enabled) {
    lines.push({
      key: 'last',
      text: poll.lastPollAt
        ? `Letzter Abgleich ${relativeMinutes(poll.lastPollAt, now, 'past')}`
        : 'Noch kein Abgleich seit gestern',
    });
    if (poll.lastPollStatus === 'failed' && poll.lastPollError) {
      lines.push({ key: 'error', text: poll.lastPollError, tone: 'warning' });
    }
    if (poll.nextPollAt) {
      lines.push({ key: 'next', text: `Nächster Abgleich ${relativeMinutes(poll.nextPollAt, now, 'future')}` });
    }
  } else {
    lines.push({ key: 'off', text: 'Kein Abgleich im Tagesverlauf: neue Bekanntmachungen kommen mit den Sitzungen' });
  }
  lines.push({
    key: 'lag',
    text:
      detectionLag.notices > 0 && detectionLag.medianMinutes !== null && detectionLag.maxMinutes !== null
        ? `Erkannt nach Veröffentlichung heute: im Median ${formatCount(detectionLag.medianMinutes)} Min., ` +
          `höchstens ${formatCount(detectionLag.maxMinutes)} Min. ` +
          `(${formatCount(detectionLag.notices)} ${detectionLag.notices === 1 ? 'Bekanntmachung' : 'Bekanntmachungen'})`
        : 'Heute noch keine neue Bekanntmachung erkannt',
  });
  lines.push({ key: 'alerts', text: `Benachrichtigungen heute versandt: ${formatCount(freshness.alertsSentToday)}` });
  if (isAdmin) {
    lines.push(
      requestBudget.exhausted
        ? {
            key: 'budget',
            text:
              `Tagesbudget der Abgleiche aufgebraucht (${formatCount(requestBudget.spent)} von ` +
              `${formatCount(requestBudget.budget)} Portalanfragen): der Abgleich pausiert bis morgen`,
            tone: 'warning',
          }
        : {
            key: 'budget',
            text:
              `Portalanfragen heute: Abgleiche ${formatCount(requestBudget.spent)} von ` +
              `${formatCount(requestBudget.budget)}, Import-Sitzungen ${formatCount(requestBudget.sessionRequests)}`,
          },
    );
  }
  return lines;
}
