import type { CaseNotice } from '@insolvenz/backend/cases/domain/events.js';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { accountsProjection } from '../../read-models/accounts/accounts.projection.js';
import { casesProjection } from '../../read-models/cases/cases.projection.js';
import { historicalStatsProjection } from '../../read-models/historical-stats/historical-stats.projection.js';
import { streamActivityProjection } from '../../read-models/stream-activity/stream-activity.projection.js';
import { documentProjection, type Projection } from '../projection.js';
import type { ApplyOutcome, ProjectionStore } from '../projection-store.port.js';

/**
 * The behaviour every ProjectionStore adapter must show, written from what a runner and a replay rely on, not
 * from SQL. Call `projectionStoreContract` from an adapter's spec with a harness that opens a fresh, empty store.
 */
export interface ProjectionStoreHarness {
  readonly store: ProjectionStore;
  close(): Promise<void>;
}

let position = 0n;
const at = (n: number) => new Date(Date.UTC(2026, 10, 21, 8, 0, n)).toISOString();

/** A recorded event at the next position (or at `at`, for positions beyond 2^53). */
function recorded(type: string, data: unknown, streamName: string, options: { at?: bigint } = {}): RecordedEvent {
  position = options.at ?? position + 1n;
  return {
    type,
    data,
    metadata: {
      eventId: `event-${position}`,
      correlationId: 'contract',
      causationId: null,
      actorId: 'system:test',
      occurredAt: at(Number(position % 60n)),
      schemaVersion: 1,
    },
    streamName,
    revision: 0n,
    position,
    recordedAt: new Date(at(0)),
  } as RecordedEvent;
}

/** One document per `Counted` event; a `Boom` event makes `evolve` throw (a projection bug in mid-batch). */
const counted = (version = 1) =>
  documentProjection<{ position: string }>({
    name: 'contract-counted',
    version,
    collection: 'contract_counted',
    handles: new Set(['Counted', 'Boom']),
    documentId: (event) => `n${event.position}`,
    evolve: (_doc, event) => {
      if (event.type === 'Boom') throw new Error('projection bug');
      return { position: event.position.toString() };
    },
  });

const counting = (n: number) => Array.from({ length: n }, () => recorded('Counted', {}, 'count-1'));

function notice(caseNumber: string, publicationDate: string, overrides: Partial<CaseNotice> = {}): CaseNotice {
  return {
    fingerprint: `f-${caseNumber}-${publicationDate}`,
    listingFingerprint: `l-${caseNumber}-${publicationDate}`,
    publicationDate,
    publicationType: 'eroeffnung',
    decisionDate: null,
    court: 'Amtsgericht Essen',
    caseNumber,
    state: 'NW',
    debtorName: `Muster ${caseNumber} GmbH`,
    debtorKind: 'company',
    legalForm: 'GmbH',
    street: 'Hauptstraße 1',
    postalCode: '45127',
    city: 'Essen',
    register: { court: 'Amtsgericht Essen', type: 'HRB', number: caseNumber.replace(/\D/g, '') },
    administrator: null,
    claimsDeadline: null,
    text: `Amtsgericht Essen, Aktenzeichen: ${caseNumber} …`,
    ...overrides,
  };
}

/** An import run, a late earlier notice, a relisting and a cleanup's run of erasures; accounts with sessions. */
function applicationLog(): RecordedEvent[] {
  const days = ['2026-03-10'];
  const run = { runId: 'run-1', ownerId: 'host:1:a' };
  const events: RecordedEvent[] = [
    recorded(
      'ImportRunStarted',
      { ...run, session: 'Morning Session', trigger: 'scheduled', days, startedAt: at(0), leaseUntil: at(59) },
      'import-run-1',
    ),
  ];
  for (let i = 1; i <= 12; i++) {
    const data = { caseId: i, caseKey: `k${i}`, notice: notice(`160 IN ${i}/26`, '2026-03-10') };
    events.push(recorded('CaseImported', data, `case-k${i}`));
  }
  events.push(
    recorded(
      'CaseNoticePublished',
      {
        caseId: 2,
        caseKey: 'k2',
        notice: notice('160 IN 2/26', '2026-03-01', { publicationType: 'sicherungsmassnahmen', city: 'Bochum' }),
      },
      'case-k2',
    ),
    recorded(
      'CaseNoticeRelisted',
      { caseId: 3, listingFingerprint: 'again-3', publicationDate: '2026-03-11' },
      'case-k3',
    ),
  );
  const progress = { day: days[0], listed: 12, fetched: 12, newCases: 12, newNotices: 1, portalReachedAt: at(4) };
  events.push(recorded('ImportRunProgressed', { ...run, ...progress, dayDone: true, at: at(4) }, 'import-run-1'));
  const cleanup = { runId: 'cleanup-1', leaseExpiresAt: at(59) };
  const cutoffs = { individuals: '2026-02-24', companies: '2026-02-08' };
  events.push(
    recorded(
      'RetentionCleanupStarted',
      { ...cleanup, trigger: 'scheduled', owner: 'host:1:b', total: 5, cutoffs, startedAt: at(5), resumes: null },
      'retention-1',
    ),
  );
  for (const caseId of [4, 5, 6, 7, 8]) {
    const knownListings = [{ fingerprint: `l-${caseId}`, publicationDate: '2026-03-10' }];
    events.push(recorded('CaseRetentionExpired', { caseId, debtorKind: 'company', knownListings }, 'retention-1'));
  }
  const deleted = { individualsDeleted: 0, companiesDeleted: 5, totalDeleted: 5 };
  events.push(recorded('RetentionCleanupProgressed', { ...cleanup, ...deleted, at: at(6) }, 'retention-1'));
  events.push(
    recorded(
      'UserRegistered',
      {
        userId: 'u1',
        email: 'Anna@Example.de',
        firstName: 'Anna',
        lastName: 'Muster',
        passwordHash: 'x',
        role: 'user',
        registeredAt: at(1),
      },
      'user-u1',
    ),
    recorded('UserLoggedIn', { userId: 'u1', sessionId: 's1', expiresAt: at(50), at: at(2) }, 'user-u1'),
    recorded('UserLoggedIn', { userId: 'ghost', sessionId: 's0', expiresAt: at(50), at: at(2) }, 'user-ghost'),
    // An unconfirmed account that expired: it leaves no row behind (user, session).
    recorded(
      'UserRegistered',
      {
        userId: 'u2',
        email: 'eve@example.de',
        firstName: 'Eve',
        lastName: 'Squatter',
        passwordHash: 'x',
        role: 'user',
        registeredAt: at(1),
        emailConfirmed: false,
      },
      'user-u2',
    ),
    recorded('UserLoggedIn', { userId: 'u2', sessionId: 's2', expiresAt: at(50), at: at(2) }, 'user-u2'),
    recorded('UnconfirmedAccountExpired', { userId: 'u2', at: at(4) }, 'user-u2'),
    recorded(
      'UserPlanChanged',
      {
        userId: 'u1',
        plan: 'pro',
        source: 'admin',
        periodEnd: null,
        cancelAtPeriodEnd: false,
        stripeSubscriptionId: null,
        at: at(3),
      },
      'user-u1',
    ),
  );
  return events;
}

const APPLICATION: readonly Projection[] = [
  casesProjection,
  accountsProjection,
  historicalStatsProjection,
  streamActivityProjection,
];

export interface ProjectionStoreContractOptions {
  /**
   * The read models the last case builds live and rebuilds (default: cases, accounts, historical stats and
   * stream activity). A store without adapters for table projections yet passes its document projections.
   */
  readonly application?: readonly Projection[];
}

export function projectionStoreContract(
  name: string,
  harness: () => Promise<ProjectionStoreHarness>,
  options: ProjectionStoreContractOptions = {},
): void {
  const application = options.application ?? APPLICATION;
  describe(`ProjectionStore contract: ${name}`, () => {
    let h: ProjectionStoreHarness;
    let store: ProjectionStore;
    beforeEach(async () => {
      position = 0n;
      h = await harness();
      store = h.store;
    });
    afterEach(() => h.close());

    const applied = (outcome: ApplyOutcome) => {
      if (outcome.kind !== 'applied') throw new Error(`expected applied, got ${outcome.kind}`);
      return outcome;
    };

    it('starts a new read model empty at checkpoint 0', async () => {
      expect(await store.prepare(counted())).toBe(0n);
      expect(await store.dump(counted())).toEqual([]);
      expect(await store.readCheckpoint('contract-counted')).toBe(0n);
    });

    it('applies a batch and its checkpoint together', async () => {
      await store.prepare(counted());
      const events = counting(3);
      const outcome = await store.apply(counted(), events, 0n);
      expect(outcome).toEqual({ kind: 'applied', checkpoint: events[2].position, consumed: 3 });
      expect(await store.dump(counted())).toHaveLength(3);
      expect(await store.readCheckpoint('contract-counted')).toBe(events[2].position);
    });

    it('keeps neither changes nor checkpoint of a batch that fails in the middle', async () => {
      await store.prepare(counted());
      const first = counting(2);
      const { checkpoint } = applied(await store.apply(counted(), first, 0n));
      const failing = [...counting(2), recorded('Boom', {}, 'count-1'), ...counting(1)];
      await expect(store.apply(counted(), failing, checkpoint)).rejects.toThrow('projection bug');
      expect(await store.dump(counted())).toHaveLength(2);
      expect(await store.readCheckpoint('contract-counted')).toBe(checkpoint);
    });

    it('applies several read models over one batch; a failing one is rolled back alone', async () => {
      const other = documentProjection<{ n: number }>({
        name: 'contract-other',
        version: 1,
        collection: 'contract_other',
        handles: new Set(['Counted']),
        documentId: () => 'all',
        evolve: (doc) => ({ n: (doc?.n ?? 0) + 1 }),
      });
      await store.prepare(counted());
      await store.prepare(other);
      const batch = [...counting(2), recorded('Boom', {}, 'count-1'), ...counting(1)];
      const results = await store.applyMany([
        { projection: counted(), events: batch, expected: 0n },
        { projection: other, events: batch, expected: 0n },
      ]);
      expect(results[0]).toMatchObject({
        kind: 'failed',
        error: expect.objectContaining({ message: 'projection bug' }),
      });
      expect(results[1]).toEqual({ kind: 'applied', checkpoint: batch[3].position, consumed: 4 });
      expect(await store.dump(counted())).toEqual([]);
      expect(await store.readCheckpoint('contract-counted')).toBe(0n);
      expect(await store.dump(other)).toEqual([expect.objectContaining({ id: 'all', doc: { n: 3 } })]);
      expect(await store.readCheckpoint('contract-other')).toBe(batch[3].position);
    });

    it('refuses a batch when the checkpoint moved (another runner, a replay) and changes nothing', async () => {
      await store.prepare(counted());
      const events = counting(2);
      await store.apply(counted(), events, 0n);
      expect(await store.apply(counted(), counting(1), 0n)).toEqual({
        kind: 'moved',
        checkpoint: events[1].position,
      });
      expect(await store.dump(counted())).toHaveLength(2);
    });

    it('re-applies a batch delivered again after a crash without applying anything twice', async () => {
      await store.prepare(counted());
      const batch1 = counting(3);
      const batch2 = counting(2);
      const { checkpoint } = applied(await store.apply(counted(), batch1, 0n));
      // The runner crashed after the commit: on restart the subscription delivers from an older position.
      const again = applied(await store.apply(counted(), [...batch1, ...batch2], checkpoint));
      expect(again).toEqual({ kind: 'applied', checkpoint: batch2[1].position, consumed: 5 });
      expect(await store.dump(counted())).toHaveLength(5);
    });

    it('stops after the event during which the deadline passed, with the checkpoint at the last event consumed', async () => {
      await store.prepare(counted());
      const events = counting(5);
      const outcome = applied(await store.apply(counted(), events, 0n, { deadline: performance.now() - 1 }));
      expect(outcome.consumed).toBeGreaterThanOrEqual(1);
      expect(outcome.checkpoint).toBe(events[outcome.consumed - 1].position);
      expect(await store.dump(counted())).toHaveLength(outcome.consumed);
      const rest = applied(await store.apply(counted(), events, outcome.checkpoint));
      expect(rest.checkpoint).toBe(events[4].position);
      expect(await store.dump(counted())).toHaveLength(5);
    });

    it('rebuilds a read model from 0 when its version changes or a replay resets it', async () => {
      await store.prepare(counted(1));
      await store.apply(counted(1), counting(2), 0n);
      expect(await store.prepare(counted(1))).toBeGreaterThan(0n);
      expect(await store.prepare(counted(2))).toBe(0n);
      expect(await store.dump(counted(2))).toEqual([]);
      await store.apply(counted(2), counting(1), 0n);
      expect(await store.prepare(counted(2), { reset: true })).toBe(0n);
      expect(await store.dump(counted(2))).toEqual([]);
    });

    it('keeps positions beyond 2^53 exact, for read models and reactors', async () => {
      const beyond = 2n ** 53n + 1n;
      await store.prepare(counted());
      const events = [recorded('Counted', {}, 'count-1', { at: beyond }), recorded('Counted', {}, 'count-1')];
      expect(applied(await store.apply(counted(), events, 0n)).checkpoint).toBe(beyond + 1n);
      expect(await store.readCheckpoint('contract-counted')).toBe(beyond + 1n);
      expect(await store.readCheckpoint('contract-reactor')).toBeUndefined();
      await store.writeCheckpoint('contract-reactor', beyond + 2n);
      expect(await store.readCheckpoint('contract-reactor')).toBe(beyond + 2n);
    });

    it('keeps a rebuild target apart from the checkpoint, through a reset, beyond 2^53', async () => {
      expect(await store.readRebuildTarget('contract-counted')).toBeUndefined();
      await store.prepare(counted());
      await store.writeRebuildTarget('contract-counted', 2n ** 53n + 3n);
      await store.apply(counted(), counting(2), 0n);
      expect(await store.readRebuildTarget('contract-counted')).toBe(2n ** 53n + 3n);
      await store.prepare(counted(), { reset: true });
      expect(await store.readRebuildTarget('contract-counted')).toBe(2n ** 53n + 3n);
      await store.writeRebuildTarget('contract-counted', 7n);
      expect(await store.readRebuildTarget('contract-counted')).toBe(7n);
      expect(await store.readRebuildTarget('contract-reactor')).toBeUndefined();
    });

    it("builds the application's read models live in small slices the same as a rebuild from 0", async () => {
      const log = applicationLog();
      const live = new Map<string, unknown[]>();
      for (const projection of application) {
        let checkpoint = await store.prepare(projection);
        for (let i = 0; i < log.length; i += 3) {
          checkpoint = applied(await store.apply(projection, log.slice(i, i + 3), checkpoint)).checkpoint;
        }
        // Redelivery of the whole log after a crash changes nothing.
        await store.apply(projection, log, checkpoint);
        live.set(projection.name, await store.dump(projection));
      }
      if (live.has('accounts')) {
        // The expired account left nothing behind: no user row, no session.
        const accounts = JSON.stringify(live.get('accounts'), (_key, value: unknown) =>
          typeof value === 'bigint' ? value.toString() : value,
        );
        expect(accounts).not.toMatch(/Squatter|eve@example\.de|"s2"/);
        expect(accounts).toContain('Muster');
      }
      for (const projection of application) {
        // Every read model of the case has something to compare (named in the failure).
        expect([projection.name, live.get(projection.name)]).not.toEqual([projection.name, []]);
      }
      for (const projection of application) {
        expect(await store.prepare(projection, { reset: true })).toBe(0n);
        await store.apply(projection, log, 0n);
        expect(await store.dump(projection)).toEqual(live.get(projection.name));
      }
    });
  });
}
