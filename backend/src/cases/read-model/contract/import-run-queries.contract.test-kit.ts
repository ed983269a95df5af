import type { DayImportSummary } from '../../domain/import-run-events.js';
import type { CasesReadSideHarness, GivenEvent } from './cases-read-side.harness.test-kit.js';

/** The behaviour every `ImportRunQueries` adapter must show, given import-run events. */

const day = (date: string, complete = true): DayImportSummary => ({
  day: date,
  listed: 10,
  fetched: 10,
  newCases: 3,
  newNotices: 1,
  unchanged: 6,
  failedNotices: 0,
  emptyTexts: 0,
  retries: 0,
  reLogins: 0,
  serverErrors: 0,
  complete,
});

const started = (
  runId: string,
  startedAt: string,
  days: string[],
  trigger: 'scheduled' | 'poll' = 'scheduled',
): GivenEvent => ({
  type: 'ImportRunStarted',
  data: { runId, session: `Sitzung ${runId}`, trigger, days, startedAt },
});

const progressed = (runId: string, date: string, portalReachedAt: string | null, at: string): GivenEvent => ({
  type: 'ImportRunProgressed',
  data: {
    runId,
    ownerId: 'host:1:abc',
    day: date,
    listed: 4,
    fetched: 2,
    newCases: 1,
    newNotices: 0,
    dayDone: false,
    portalReachedAt,
    at,
  },
});

const completed = (runId: string, completedAt: string, days: DayImportSummary[]): GivenEvent => ({
  type: 'ImportRunCompleted',
  data: {
    runId,
    session: `Sitzung ${runId}`,
    days,
    newCases: 3 * days.length,
    newNotices: days.length,
    errors: [],
    durationMs: 60_000,
    completedAt,
  },
});

const failed = (runId: string, failedAt: string): GivenEvent => ({
  type: 'ImportRunFailed',
  data: {
    runId,
    session: `Sitzung ${runId}`,
    days: [],
    newCases: 0,
    newNotices: 0,
    error: 'Das Portal antwortet nicht.',
    reason: 'portal_unreachable',
    durationMs: 1000,
    failedAt,
  },
});

export function importRunQueriesContract(adapter: string, createHarness: () => Promise<CasesReadSideHarness>): void {
  describe(`ImportRunQueries contract: ${adapter}`, () => {
    let harness: CasesReadSideHarness;
    beforeEach(async () => {
      harness = await createHarness();
    });
    afterEach(() => harness.dispose());

    it('the latest run, the last finished and the last completed one, and the last portal contact', async () => {
      const { importRuns } = await harness.given([
        started('a', '2026-11-19T06:00:00.000Z', ['2026-11-18']),
        progressed('a', '2026-11-18', '2026-11-19T06:01:00.000Z', '2026-11-19T06:01:00.000Z'),
        completed('a', '2026-11-19T06:05:00.000Z', [day('2026-11-18')]),
        started('b', '2026-11-20T06:00:00.000Z', ['2026-11-19']),
        failed('b', '2026-11-20T06:10:00.000Z'),
        started('c', '2026-11-21T06:00:00.000Z', ['2026-11-20', '2026-11-19']),
        progressed('c', '2026-11-20', '2026-11-21T06:02:00.000Z', '2026-11-21T06:02:00.000Z'),
      ]);
      const facts = await importRuns.runFacts();
      expect(facts.latest).toMatchObject({
        runId: 'c',
        session: 'Sitzung c',
        status: 'running',
        days: ['2026-11-20', '2026-11-19'],
        finishedAt: null,
        progress: { day: '2026-11-20', dayNumber: 1, daysTotal: 2, fetched: 2, newCases: 1 },
      });
      expect(facts.lastFinished).toMatchObject({
        runId: 'b',
        status: 'failed',
        errors: ['Das Portal antwortet nicht.'],
        failureReason: 'portal_unreachable',
      });
      expect(facts.lastCompleted).toMatchObject({
        runId: 'a',
        status: 'completed',
        finishedAt: '2026-11-19T06:05:00.000Z',
        newCases: 3,
        newNotices: 1,
      });
      expect(facts.lastPortalContact).toBe('2026-11-21T06:02:00.000Z');
      expect(await importRuns.openRuns()).toEqual([
        { runId: 'c', session: 'Sitzung c', startedAt: '2026-11-21T06:00:00.000Z', trigger: 'scheduled' },
      ]);
      expect(await importRuns.anyRunRecorded()).toBe(true);
    });

    it('the monitor’s runs are the full runs; the intraday polls count for the portal contact and the budget', async () => {
      const { importRuns } = await harness.given([
        started('session', '2026-11-20T07:30:00.000Z', ['2026-11-19']),
        completed('session', '2026-11-20T07:40:00.000Z', [{ ...day('2026-11-19'), requests: 40 }]),
        started('poll-1', '2026-11-20T09:40:00.000Z', ['2026-11-20', '2026-11-19'], 'poll'),
        progressed('poll-1', '2026-11-20', '2026-11-20T09:40:05.000Z', '2026-11-20T09:40:05.000Z'),
        completed('poll-1', '2026-11-20T09:40:09.000Z', [
          { ...day('2026-11-20'), requests: 7 },
          { ...day('2026-11-19'), requests: 2 },
        ]),
        started('poll-2', '2026-11-20T09:50:00.000Z', ['2026-11-20', '2026-11-19'], 'poll'),
      ]);
      const facts = await importRuns.runFacts();
      expect([facts.latest?.runId, facts.lastFinished?.runId, facts.lastCompleted?.runId]).toEqual([
        'session',
        'session',
        'session',
      ]);
      expect(facts.lastPortalContact).toBe('2026-11-20T09:40:05.000Z');
      const runs = await importRuns.runsStartedSince('2026-11-20T00:00:00.000Z');
      expect(
        runs.map((r) => [r.trigger, r.status, r.requests]).sort((a, b) => String(a).localeCompare(String(b))),
      ).toEqual([
        ['poll', 'completed', 9],
        ['poll', 'running', 0],
        ['scheduled', 'completed', 40],
      ]);
      expect((await importRuns.openRuns()).map((r) => [r.runId, r.trigger])).toEqual([['poll-2', 'poll']]);
      expect((await importRuns.runsStartedSince('2026-11-20T00:00:00.000Z', 'full')).map((r) => r.trigger)).toEqual([
        'scheduled',
      ]);
    });

    it('the runs started since a moment, for the import rate', async () => {
      const { importRuns } = await harness.given([
        started('old', '2026-11-10T07:30:00.000Z', ['2026-11-09']),
        completed('old', '2026-11-10T07:40:00.000Z', [day('2026-11-09')]),
        started('recent', '2026-11-20T07:30:00.000Z', ['2026-11-19', '2026-11-18']),
        completed('recent', '2026-11-20T08:00:00.000Z', [day('2026-11-19'), day('2026-11-18')]),
      ]);
      const runs = await importRuns.runsStartedSince('2026-11-13T12:00:00.000Z');
      expect(runs.map((r) => [r.startedAt, r.finishedAt, r.newCases])).toEqual([
        ['2026-11-20T07:30:00.000Z', '2026-11-20T08:00:00.000Z', 6],
      ]);
      expect(await (await harness.empty()).importRuns.runsStartedSince('2026-01-01T00:00:00.000Z')).toEqual([]);
    });

    it('no runs: nothing to report, nothing open, a fresh installation', async () => {
      for (const { importRuns } of [await harness.given([]), await harness.empty()]) {
        expect(await importRuns.runFacts()).toEqual({
          latest: null,
          lastFinished: null,
          lastCompleted: null,
          lastPortalContact: null,
        });
        expect(await importRuns.openRuns()).toEqual([]);
        expect(await importRuns.anyRunRecorded()).toBe(false);
      }
    });
  });
}
