import type { ImportFreshness } from '../../api/dashboard-types';
import { freshnessLines, relativeMinutes } from './freshness-view';

const now = new Date('2026-11-28T09:46:00.000Z'); // 10:46 Berlin
const freshness = (overrides: Partial<ImportFreshness> = {}): ImportFreshness => ({
  promise:
    'Neue Bekanntmachungen erkennen wir von 06:00 bis 22:00 Uhr innerhalb von 10 Minuten nach ihrer Veröffentlichung.',
  poll: {
    enabled: true,
    intervalMinutes: 10,
    hours: { from: '06:00', to: '22:00' },
    lastPollAt: '2026-11-28T09:42:10.000Z',
    lastPollStatus: 'completed',
    lastPollError: null,
    lastPollNewCases: 2,
    pollsToday: 28,
    nextPollAt: '2026-11-28T09:50:00.000Z',
  },
  detectionLag: { notices: 41, medianMinutes: 6, maxMinutes: 11 },
  alertsSentToday: 37,
  requestBudget: { budget: 15000, spent: 4210, sessionRequests: 9800, remaining: 10790, exhausted: false },
  ...overrides,
});

describe('freshness lines of the import monitor', () => {
  it('says when the last and the next poll are, today’s detection lag and the alerts sent', () => {
    expect(freshnessLines(freshness(), now, false).map((l) => l.text)).toEqual([
      'Letzter Abgleich vor 4 Min.',
      'Nächster Abgleich in 4 Min.',
      'Erkannt nach Veröffentlichung heute: im Median 6 Min., höchstens 11 Min. (41 Bekanntmachungen)',
      'Benachrichtigungen heute versandt: 37',
    ]);
  });

  it('shows admins the request budget, and warns when it is spent', () => {
    expect(freshnessLines(freshness(), now, true).at(-1)?.text).toBe(
      'Portalanfragen heute: Abgleiche 4.210 von 15.000, Import-Sitzungen 9.800',
    );
    const spent = freshnessLines(
      freshness({
        requestBudget: { budget: 15000, spent: 15003, sessionRequests: 40568, remaining: 0, exhausted: true },
      }),
      now,
      true,
    ).at(-1);
    expect(spent).toEqual({
      key: 'budget',
      text: 'Tagesbudget der Abgleiche aufgebraucht (15.003 von 15.000 Portalanfragen): der Abgleich pausiert bis morgen',
      tone: 'warning',
    });
  });

  it('after the poll hours and without notices today', () => {
    const evening = new Date('2026-11-28T21:05:00.000Z'); // 22:05 Berlin
    const lines = freshnessLines(
      freshness({
        poll: { ...freshness().poll, lastPollAt: '2026-11-28T20:50:08.000Z', nextPollAt: '2026-11-29T05:00:00.000Z' },
        detectionLag: { notices: 0, medianMinutes: null, maxMinutes: null },
      }),
      evening,
      false,
    );
    expect(lines.map((l) => l.text).slice(0, 3)).toEqual([
      'Letzter Abgleich vor 15 Min.',
      'Nächster Abgleich morgen um 06:00 Uhr',
      'Heute noch keine neue Bekanntmachung erkannt',
    ]);
  });

  it('tells a failed poll and a switched-off poll', () => {
    const failed = freshness({
      poll: {
        ...freshness().poll,
        lastPollStatus: 'failed',
        lastPollError: 'Das Bekanntmachungsportal ist nicht erreichbar (Verbindung abgelehnt).',
      },
    });
    expect(freshnessLines(failed, now, false)[1]).toEqual({
      key: 'error',
      text: 'Das Bekanntmachungsportal ist nicht erreichbar (Verbindung abgelehnt).',
      tone: 'warning',
    });
    const off = freshness({ poll: { ...freshness().poll, enabled: false } });
    expect(freshnessLines(off, now, false)[0].text).toBe(
      'Kein Abgleich im Tagesverlauf: neue Bekanntmachungen kommen mit den Sitzungen',
    );
  });

  it('puts the silent-source warning first, for every user', () => {
    const warning =
      'Das Portal liefert heute ungewöhnlich wenige Bekanntmachungen (40 bis 12:10 Uhr, sonst etwa 603 am Tag).';
    expect(freshnessLines(freshness({ sourceWarning: warning }), now, false)[0]).toEqual({
      key: 'source',
      text: warning,
      tone: 'warning',
    });
  });

  it('writes short spans in minutes and longer ones as Berlin clock times', () => {
    expect(relativeMinutes('2026-11-28T09:45:40.000Z', now, 'past')).toBe('gerade eben');
    expect(relativeMinutes('2026-11-28T07:00:00.000Z', now, 'past')).toBe('um 08:00 Uhr');
    expect(relativeMinutes('2026-11-27T20:50:00.000Z', now, 'past')).toBe('gestern um 21:50 Uhr');
  });
});
