import type { CleanupRunSummary } from '../admin-dashboard-queries.port.js';
import { consistentCleanups } from './consistent-cleanups.js';

const run = (runId: string, status: CleanupRunSummary['status'], day: number): CleanupRunSummary => ({
  runId,
  status,
  trigger: 'manual',
  actorId: 'admin-1',
  startedAt: `2026-06-0${day}T09:00:00.000Z`,
  total: 1,
  individualsDeleted: 0,
  companiesDeleted: 0,
  totalDeleted: 0,
  unconfirmedAccountsErased: 0,
  contactMessagesErased: status === 'running' ? 0 : 1,
  finishedAt: status === 'running' ? null : `2026-06-0${day}T09:01:00.000Z`,
  error: null,
});

describe('the cleanups of the admin dashboard, read by two MongoDB queries without a snapshot', () => {
  const older = [run('r2', 'completed', 2), run('r1', 'failed', 1)];

  it('puts the latest run in the log when only the latest-run query saw it finish', () => {
    const latest = run('r3', 'completed', 3);
    expect(consistentCleanups(older, latest, 2)).toEqual({
      finishedCleanups: [latest, older[0]],
      latestCleanup: latest,
    });
  });

  it('answers the latest run as finished when only the log query saw it finish', () => {
    const finished = run('r3', 'completed', 3);
    expect(consistentCleanups([finished, ...older], run('r3', 'running', 3), 10)).toEqual({
      finishedCleanups: [finished, ...older],
      latestCleanup: finished,
    });
  });

  it('leaves agreeing answers as they are: a running latest run, none at all', () => {
    const running = run('r3', 'running', 3);
    expect(consistentCleanups(older, running, 10)).toEqual({ finishedCleanups: older, latestCleanup: running });
    expect(consistentCleanups([], null, 10)).toEqual({ finishedCleanups: [], latestCleanup: null });
    expect(consistentCleanups(older, older[0], 10)).toEqual({ finishedCleanups: older, latestCleanup: older[0] });
  });
});
