import { importMonitorStatus, type MonitorFacts, type RunFacts } from './import-monitor-status.js';
import { ReadModelsBehind } from '../import-runs/read-models-caught-up.js';

const now = new Date('2026-11-20T09:00:00.000Z'); // 10:00 in Berlin
const nextSession = { name: 'Midday Session', at: new Date('2026-11-20T11:30:00.000Z') };

const completed: RunFacts = {
  status: 'completed',
  startedAt: '2026-11-20T07:30:00.000Z',
  finishedAt: '2026-11-20T07:40:00.000Z',
  newCases: 1234,
  newNotices: 56,
  errors: [],
  incompleteDays: [],
  failureReason: null,
  portalReachedAt: '2026-11-20T07:39:00.000Z',
};

const unreachable: RunFacts = {
  ...completed,
  status: 'failed',
  startedAt: '2026-11-20T08:30:00.000Z',
  finishedAt: '2026-11-20T08:31:00.000Z',
  newCases: 0,
  newNotices: 0,
  errors: ['Das Bekanntmachungsportal ist nicht erreichbar (Verbindung abgelehnt).'],
  failureReason: 'portal_unreachable',
  portalReachedAt: null,
};

const facts = (overrides: Partial<MonitorFacts>): MonitorFacts => ({
  now,
  latest: null,
  lastFinished: null,
  lastCompleted: null,
  lastPortalContact: null,
  nextSession,
  ...overrides,
});

describe('import monitor status', () => {
  it('says so when nothing was imported yet, and knows no portal connection', () => {
    const status = importMonitorStatus(facts({}));
    expect(status.overall).toMatchObject({ state: 'never', label: 'Noch kein Import' });
    expect(status.systemStatus).toBe('idle');
    expect(status.portal.status).toBe('unknown');
  });

  it('shows a running import with its day and counts, and the portal as connected while it answers', () => {
    const running: RunFacts = {
      status: 'running',
      startedAt: '2026-11-20T08:58:00.000Z',
      finishedAt: null,
      newCases: 1500,
      newNotices: 3,
      fetched: 1520,
      errors: [],
      portalReachedAt: '2026-11-20T08:59:30.000Z',
      progress: { day: '2026-11-19', dayNumber: 2, daysTotal: 14, fetched: 300, newCases: 280 },
    };
    const status = importMonitorStatus(
      facts({
        latest: running,
        lastFinished: unreachable,
        lastCompleted: completed,
        lastPortalContact: running.portalReachedAt,
      }),
    );
    expect(status.overall).toEqual({
      state: 'running',
      label: 'Import läuft',
      detail: 'Tag 2 von 14 (19.11.2026): 1.520 Bekanntmachungen abgerufen, 1.500 neue Fälle.',
    });
    expect(status.systemStatus).toBe('running');
    expect(status.portal).toEqual({ status: 'connected', lastContact: '2026-11-20T08:59:30.000Z', message: null });
  });

  it('says in plain German that the portal cannot be reached, and when the next attempt is', () => {
    const status = importMonitorStatus(
      facts({
        latest: unreachable,
        lastFinished: unreachable,
        lastCompleted: completed,
        lastPortalContact: completed.portalReachedAt,
      }),
    );
    const message =
      'Das Bekanntmachungsportal ist nicht erreichbar (Verbindung abgelehnt). ' +
      'Der nächste Versuch erfolgt heute um 12:30 Uhr (Midday Session).';
    expect(status.portal).toEqual({ status: 'unreachable', lastContact: completed.portalReachedAt, message });
    expect(status.overall).toEqual({ state: 'portal_unreachable', label: 'Portal nicht erreichbar', detail: message });
    expect(status.systemStatus).toBe('error');
  });

  it('says that the import is retried with backoff before the next session, and the fallback is down with the portal', () => {
    const status = importMonitorStatus(
      facts({ latest: unreachable, lastFinished: unreachable, lastCompleted: null, retryFirstMinutes: 5 }),
    );
    expect(status.portal.message).toBe(
      'Das Bekanntmachungsportal ist nicht erreichbar (Verbindung abgelehnt). Der Import wird automatisch ' +
        'wiederholt, zuerst nach 5 Minuten, dann in wachsenden Abständen; spätestens heute um 12:30 Uhr (Midday Session).',
    );
    // The fallback (text.xhtml) is a page of the same portal: no way around an outage.
    expect(status.fallback.status).toBe('unreachable');
    expect(importMonitorStatus(facts({})).fallback.status).toBe('unknown');
    const reached = facts({ latest: completed, lastFinished: completed, lastPortalContact: completed.portalReachedAt });
    expect(importMonitorStatus(reached).fallback.status).toBe('available');
  });

  it('names the day of the next attempt when it is not today, and manual imports without a schedule', () => {
    const tomorrow = { name: 'Morning Session', at: new Date('2026-11-21T07:30:00.000Z') };
    expect(
      importMonitorStatus(facts({ latest: unreachable, lastFinished: unreachable, nextSession: tomorrow })).portal
        .message,
    ).toContain('Der nächste Versuch erfolgt am 21.11.2026 um 08:30 Uhr (Morning Session).');
    expect(
      importMonitorStatus(facts({ latest: unreachable, lastFinished: unreachable, nextSession: null })).portal.message,
    ).toContain('beim nächsten manuell gestarteten Import');
  });

  it('is ready after a completed import, with its outcome, and the portal connected', () => {
    const status = importMonitorStatus(
      facts({
        latest: completed,
        lastFinished: completed,
        lastCompleted: completed,
        lastPortalContact: completed.portalReachedAt,
      }),
    );
    expect(status.overall).toEqual({
      state: 'ready',
      label: 'Bereit',
      detail: 'Letzter Import am 20.11.2026, 08:40 Uhr: 1.234 neue Fälle, 56 weitere Bekanntmachungen.',
    });
    expect(status.systemStatus).toBe('active');
    expect(status.portal.status).toBe('connected');
  });

  it('says "1 neuer Fall" and "1 weitere Bekanntmachung", not "1 neue Fälle"', () => {
    const one = { ...completed, newCases: 1, newNotices: 1 };
    const status = importMonitorStatus(facts({ latest: one, lastFinished: one, lastCompleted: one }));
    expect(status.overall.detail).toBe(
      'Letzter Import am 20.11.2026, 08:40 Uhr: 1 neuer Fall, 1 weitere Bekanntmachung.',
    );
  });

  it('tells an incomplete import apart, and an interrupted one that resumes by itself', () => {
    const incomplete = { ...completed, incompleteDays: ['2026-11-19', '2026-11-18'] };
    expect(
      importMonitorStatus(
        facts({ latest: incomplete, lastFinished: incomplete, lastPortalContact: completed.portalReachedAt }),
      ).overall,
    ).toMatchObject({
      state: 'incomplete',
      detail: expect.stringContaining('2 Tage werden im nächsten Lauf wiederholt'),
    });

    const interrupted: RunFacts = { ...unreachable, errors: ['Unterbrochen'], failureReason: 'interrupted' };
    const status = importMonitorStatus(
      facts({ latest: interrupted, lastFinished: interrupted, lastPortalContact: completed.portalReachedAt }),
    );
    expect(status.overall).toMatchObject({
      state: 'failed',
      label: 'Letzter Import fehlgeschlagen',
      detail: 'Import vom 20.11.2026, 09:31 Uhr: Unterbrochen. Der Import wird automatisch fortgesetzt.',
    });
    expect(status.portal.status).toBe('connected');
  });

  it('says that a run which found the read models too far behind is retried, not left to the next session', () => {
    const behind: RunFacts = {
      ...unreachable,
      errors: [new ReadModelsBehind(1n, 120_000).message],
      failureReason: 'read_models_behind',
    };
    const status = importMonitorStatus(
      facts({
        latest: behind,
        lastFinished: behind,
        lastPortalContact: completed.portalReachedAt,
        retryFirstMinutes: 5,
      }),
    );
    expect(status.overall).toEqual({
      state: 'failed',
      label: 'Letzter Import fehlgeschlagen',
      detail:
        'Import vom 20.11.2026, 09:31 Uhr: Die Lesemodelle haben den Stand des Ereignisprotokolls nicht innerhalb von ' +
        '2 Minuten erreicht (etwa nach einem Neustart mit großem Protokoll); der Import hat nichts abgerufen. ' +
        'Der Import wird automatisch wiederholt, zuerst nach 5 Minuten, dann in wachsenden Abständen; spätestens ' +
        'heute um 12:30 Uhr (Midday Session).',
    });
    // The portal answered the run before: it is not what failed.
    expect(status.portal.status).toBe('connected');
  });

  it('does not call a connection from days ago "verbunden"', () => {
    const old = '2026-11-18T07:00:00.000Z';
    expect(
      importMonitorStatus(facts({ latest: completed, lastFinished: completed, lastPortalContact: old })).portal,
    ).toEqual({
      status: 'unknown',
      lastContact: old,
      message: null,
    });
  });
});
