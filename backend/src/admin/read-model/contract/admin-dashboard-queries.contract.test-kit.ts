import type { UserEvent } from '../../../accounts/domain/events.js';
import type { SubscriptionEvent } from '../../../alerts/domain/events.js';
import type {
  CaseEvent,
  CaseNotice,
  DayImportSummary,
  ImportRunEvent,
  RetentionEvent,
  RetentionRunEvent,
} from '../../../cases/domain/events.js';
import type { AdminDashboardQueries, DashboardCriteria } from '../admin-dashboard-queries.port.js';

/** A domain event of any module the dashboard summarises, with who recorded it (default `system:test`). */
export type DashboardEvent = (
  UserEvent | SubscriptionEvent | CaseEvent | RetentionEvent | ImportRunEvent | RetentionRunEvent
) & {
  readonly actorId?: string;
};

/** Builds the read models of every module from these events (in order) with the real projections; answers through the port. */
export type AdminDashboardQueriesHarness = (events: DashboardEvent[]) => Promise<AdminDashboardQueries>;

const registered = (userId: string, email: string, registeredAt: string): DashboardEvent => ({
  type: 'UserRegistered',
  data: { userId, email, firstName: 'Erika', lastName: 'Muster', passwordHash: 'hash', role: 'user', registeredAt },
});

const subscribed = (subscriptionId: string, email: string, active = true): DashboardEvent => ({
  type: 'SubscriptionCreated',
  data: {
    subscriptionId,
    ownerId: 'u1',
    email,
    companyName: 'Beispiel Bau GmbH',
    keywords: [],
    active,
    caseNumber: null,
    court: null,
    registerNumber: null,
    criteria: { nameTokens: ['beispiel', 'bau'], keywordTokens: [], caseRef: null, registerRef: null },
    source: 'form',
    createdAt: '2026-11-20T08:00:00.000Z',
  },
});

// A notice as the cases module publishes it; only the publication day and the debtor's kind matter here.
const notice = (caseId: number, publicationDate: string, debtorKind: 'company' | 'person'): CaseNotice => ({
  publicationDate,
  publicationType: 'eroeffnung',
  decisionDate: publicationDate,
  court: 'Amtsgericht Köln',
  caseNumber: `71 IN ${caseId}/26`,
  state: 'NW',
  debtorName: debtorKind === 'company' ? `Beispiel ${caseId} GmbH` : `Erika Beispiel ${caseId}`,
  debtorKind,
  legalForm: debtorKind === 'company' ? 'GmbH' : null,
  street: 'Hauptstraße 1',
  postalCode: '50667',
  city: 'Köln',
  register: null,
  administrator: null,
  claimsDeadline: null,
  text: `Amtsgericht Köln, Aktenzeichen: 71 IN ${caseId}/26`,
  fingerprint: `notice-${caseId}`,
  listingFingerprint: `listing-${caseId}`,
});

const imported = (caseId: number, publicationDate: string, debtorKind: 'company' | 'person'): DashboardEvent => ({
  type: 'CaseImported',
  data: { caseId, caseKey: `key-${caseId}`, notice: notice(caseId, publicationDate, debtorKind) },
});

const day = (date: string, newCases: number): DayImportSummary => ({
  day: date,
  listed: newCases,
  fetched: newCases,
  newCases,
  newNotices: 0,
  unchanged: 0,
  failedNotices: 0,
  emptyTexts: 0,
  retries: 0,
  reLogins: 0,
  serverErrors: 0,
  complete: true,
});

const importRun = (
  runId: string,
  date: string,
  newCases: number,
  trigger: 'scheduled' | 'poll' = 'scheduled',
): DashboardEvent[] => [
  {
    type: 'ImportRunStarted',
    data: {
      runId,
      session: `session-${runId}`,
      trigger,
      days: [date],
      startedAt: `${date}T05:00:00.000Z`,
    },
  },
  {
    type: 'ImportRunCompleted',
    data: {
      runId,
      session: `session-${runId}`,
      days: [day(date, newCases)],
      newCases,
      newNotices: 0,
      errors: [],
      durationMs: 60_000,
      completedAt: `${date}T05:01:00.000Z`,
    },
  },
];

const cleanupStarted = (runId: string, startedAt: string, actorId: string): DashboardEvent => ({
  type: 'RetentionCleanupStarted',
  actorId,
  data: {
    runId,
    trigger: 'manual',
    owner: 'host:1:abc',
    leaseExpiresAt: '2026-11-21T12:00:00.000Z',
    total: 3,
    cutoffs: { individuals: '2026-05-20', companies: '2023-11-20' },
    startedAt,
    resumes: null,
  },
});

const cleanupCompleted = (runId: string, startedAt: string, completedAt: string): DashboardEvent => ({
  type: 'RetentionCleanupCompleted',
  data: {
    runId,
    trigger: 'scheduled',
    cutoffs: { individuals: '2026-05-19', companies: '2023-11-19' },
    individualsDeleted: 1,
    companiesDeleted: 0,
    totalDeleted: 1,
    startedAt,
    completedAt,
  },
});

const criteria: DashboardCriteria = {
  signupsSince: new Date('2026-11-14T00:00:00Z'),
  individualsCutoff: '2026-05-20',
  companiesCutoff: '2023-11-20',
  logLimit: 20,
};

/** The behaviour every `AdminDashboardQueries` adapter must show, given the domain events of all modules. */
export function adminDashboardQueriesContract(name: string, harness: AdminDashboardQueriesHarness): void {
  describe(`AdminDashboardQueries contract: ${name}`, () => {
    it('answers zeros and empty logs before anything happened', async () => {
      const queries = await harness([]);
      expect(await queries.dashboardFacts(criteria)).toEqual({
        users: 0,
        recentSignups: 0,
        activeSubscriptions: 0,
        emailSubscribers: 0,
        cases: 0,
        companyCases: 0,
        pendingDeletion: { individuals: 0, companies: 0 },
        importRuns: [],
        finishedCleanups: [],
        latestCleanup: null,
      });
      expect(await queries.userEmail('u1')).toBeNull();
    });

    it('counts users, recent sign-ups, active subscriptions and their distinct addresses', async () => {
      const queries = await harness([
        registered('u1', 'alt@example.org', '2026-10-01T08:00:00.000Z'),
        registered('u2', 'neu@example.org', '2026-11-14T00:00:00.000Z'),
        registered('u3', 'neuer@example.org', '2026-11-20T08:00:00.000Z'),
        subscribed('s1', 'Einkauf@Example.org'),
        subscribed('s2', 'einkauf@example.org'),
        subscribed('s3', 'buchhaltung@example.org'),
        subscribed('s4', 'pausiert@example.org', false),
        {
          type: 'SubscriptionToggled',
          data: { subscriptionId: 's3', active: false, at: '2026-11-21T08:00:00.000Z', via: 'user' },
        },
      ]);
      expect(await queries.dashboardFacts(criteria)).toMatchObject({
        users: 3,
        recentSignups: 2,
        activeSubscriptions: 2,
        emailSubscribers: 1,
      });
      expect(await queries.userEmail('u2')).toBe('neu@example.org');
    });

    it('counts cases, companies and those due for deletion by their kind', async () => {
      const queries = await harness([
        imported(1, '2026-05-20', 'person'),
        imported(2, '2026-05-21', 'person'),
        imported(3, '2023-11-20', 'company'),
        imported(4, '2024-01-10', 'company'),
        imported(5, '2026-01-10', 'person'),
        { type: 'CaseRetentionExpired', data: { caseId: 5, debtorKind: 'person' } },
      ]);
      expect(await queries.dashboardFacts(criteria)).toMatchObject({
        cases: 4,
        companyCases: 2,
        pendingDeletion: { individuals: 1, companies: 1 },
      });
    });

    it('lists import runs newest start first, up to the limit (the intraday polls have the monitor)', async () => {
      const queries = await harness([
        ...importRun('r1', '2026-11-19', 4),
        ...importRun('r2', '2026-11-20', 7),
        ...importRun('poll', '2026-11-21', 1, 'poll'),
      ]);
      const { importRuns } = await queries.dashboardFacts(criteria);
      expect(importRuns).toEqual([
        expect.objectContaining({
          startedAt: '2026-11-20T05:00:00.000Z',
          finishedAt: '2026-11-20T05:01:00.000Z',
          status: 'completed',
          trigger: 'scheduled',
          session: 'session-r2',
          newCases: 7,
          listed: 7,
          fetched: 7,
          errors: [],
          failureReason: null,
          progress: null,
        }),
        expect.objectContaining({ startedAt: '2026-11-19T05:00:00.000Z', newCases: 4 }),
      ]);
      expect((await queries.dashboardFacts({ ...criteria, logLimit: 1 })).importRuns).toHaveLength(1);
    });

    it('gives finished cleanups newest first and the latest cleanup, running or not, with who started it', async () => {
      const queries = await harness([
        cleanupStarted('c1', '2026-11-19T03:00:00.000Z', 'system:retention'),
        {
          type: 'RetentionCleanupCompleted',
          data: {
            runId: 'c1',
            trigger: 'manual',
            cutoffs: { individuals: '2026-05-19', companies: '2023-11-19' },
            individualsDeleted: 2,
            companiesDeleted: 1,
            totalDeleted: 3,
            startedAt: '2026-11-19T03:00:00.000Z',
            completedAt: '2026-11-19T03:05:00.000Z',
          },
        },
        registered('admin-1', 'admin@example.org', '2026-10-01T08:00:00.000Z'),
        cleanupStarted('c2', '2026-11-20T03:00:00.000Z', 'admin-1'),
        {
          type: 'RetentionCleanupProgressed',
          data: {
            runId: 'c2',
            individualsDeleted: 1,
            companiesDeleted: 0,
            totalDeleted: 1,
            leaseExpiresAt: '2026-11-20T04:00:00.000Z',
            at: '2026-11-20T03:01:00.000Z',
          },
        },
      ]);
      const { finishedCleanups, latestCleanup } = await queries.dashboardFacts(criteria);
      expect(finishedCleanups).toEqual([
        expect.objectContaining({
          runId: 'c1',
          status: 'completed',
          actorId: 'system:retention',
          total: 3,
          individualsDeleted: 2,
          companiesDeleted: 1,
          totalDeleted: 3,
          finishedAt: '2026-11-19T03:05:00.000Z',
          error: null,
        }),
      ]);
      expect(latestCleanup).toEqual(
        expect.objectContaining({
          runId: 'c2',
          status: 'running',
          trigger: 'manual',
          actorId: 'admin-1',
          startedAt: '2026-11-20T03:00:00.000Z',
          totalDeleted: 1,
          finishedAt: null,
        }),
      );
      expect(await queries.userEmail(latestCleanup!.actorId)).toBe('admin@example.org');
    });

    it('lists failed cleanups and runs recorded before their start was tracked; a tie goes to the later event', async () => {
      const queries = await harness([
        // Recorded before runs had a start event: no total, started by whoever recorded the completion.
        {
          ...cleanupCompleted('c0', '2026-11-17T03:00:00.000Z', '2026-11-17T03:05:00.000Z'),
          actorId: 'system:retention',
        },
        cleanupStarted('c1', '2026-11-18T03:00:00.000Z', 'system:retention'),
        {
          type: 'RetentionCleanupFailed',
          data: {
            runId: 'c1',
            trigger: 'manual',
            individualsDeleted: 0,
            companiesDeleted: 0,
            totalDeleted: 0,
            error: 'Zeitüberschreitung',
            startedAt: '2026-11-18T03:00:00.000Z',
            failedAt: '2026-11-18T04:00:00.000Z',
          },
        },
        cleanupStarted('c2', '2026-11-18T03:30:00.000Z', 'system:retention'),
        cleanupCompleted('c2', '2026-11-18T03:30:00.000Z', '2026-11-18T04:00:00.000Z'),
      ]);
      const { finishedCleanups, latestCleanup } = await queries.dashboardFacts({ ...criteria, logLimit: 3 });
      expect(finishedCleanups).toEqual([
        expect.objectContaining({ runId: 'c2', status: 'completed', finishedAt: '2026-11-18T04:00:00.000Z' }),
        expect.objectContaining({
          runId: 'c1',
          status: 'failed',
          finishedAt: '2026-11-18T04:00:00.000Z',
          error: 'Zeitüberschreitung',
        }),
        expect.objectContaining({ runId: 'c0', status: 'completed', total: null, actorId: 'system:retention' }),
      ]);
      expect(latestCleanup).toEqual(expect.objectContaining({ runId: 'c2', status: 'completed' }));
      expect((await queries.dashboardFacts({ ...criteria, logLimit: 1 })).finishedCleanups).toEqual([
        expect.objectContaining({ runId: 'c2' }),
      ]);
    });
  });
}
