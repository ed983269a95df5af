import { mkdtempSync, rmSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RecordedEvent } from '../../../platform/event-store/event.js';
import {
  loadProjectionsUnderTest,
  type ProjectionUnderTest,
} from '../../../platform/read-store/sqlite/projections-under-test.test-kit.js';
import { openDatabase } from '../../../platform/sqlite/open-database.js';
import type { UserEvent } from '../../domain/events.js';
import { registered } from '../contract/account-queries.contract.test-kit.js';
import { FOREIGN_WRITES_SEEN_WITHIN_MS as FOREIGN_WRITE_BOUND_MS } from '../../../platform/sqlite/write-marks.js';
import { SqliteAccountQueries } from './sqlite-account-queries.js';

/**
 * What the SQLite account queries remember between requests (issue #33): what this process's projection writes
 * takes effect on the next look-up; a write the process cannot see (another connection: `npm run replay` beside
 * the app) within `FOREIGN_WRITES_SEEN_WITHIN_MS`.
 */
describe('SqliteAccountQueries: sessions, API keys and users remembered between requests', () => {
  const now = new Date('2026-11-21T09:00:00Z');
  const at = '2026-11-20T08:00:00.000Z';
  let dir: string;
  let db: DatabaseSync;
  let foreign: DatabaseSync;
  let projection: ProjectionUnderTest;
  let position = 0n;
  let clockMs: number;

  const apply = (event: UserEvent) => {
    position += 1n;
    projection.apply(db, {
      ...event,
      streamName: `user-${event.data.userId}`,
      revision: position,
      position,
      recordedAt: new Date(at),
      metadata: {
        eventId: `event-${position}`,
        correlationId: 'cache',
        causationId: null,
        actorId: 'system:test',
        occurredAt: at,
        schemaVersion: 1,
      },
    } as RecordedEvent);
  };
  const loggedIn = (sessionId: string, expiresAt = '2026-11-21T12:00:00.000Z'): UserEvent => ({
    type: 'UserLoggedIn',
    data: { userId: 'u1', sessionId, expiresAt, at },
  });
  /** Closes every session of u1 behind the process's back, as another connection would. */
  const deleteSessionsElsewhere = () => foreign.prepare("DELETE FROM rm_user_sessions WHERE user_id = 'u1'").run();
  const queries = (cache: boolean = true) =>
    new SqliteAccountQueries(db, { cache: cache && { monotonicMs: () => clockMs } });

  beforeAll(async () => {
    [projection] = (await loadProjectionsUnderTest([
      ['@insolvenz/projections/read-models/accounts/accounts.projection.js', 'accountsProjection'],
    ])) as [ProjectionUnderTest];
  });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'session-cache-'));
    db = openDatabase(join(dir, 'read-models.sqlite'));
    projection.setup(db);
    foreign = openDatabase(join(dir, 'read-models.sqlite'));
    position = 0n;
    clockMs = 0;
    apply(registered('u1', 'a@example.org'));
    apply(loggedIn('s1'));
  });

  afterEach(() => {
    foreign.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a session it read before without the database, until the bound for other writers ends', async () => {
    const accounts = queries();
    expect((await accounts.userOfOpenSession('u1', 's1', now))?.id).toBe('u1');
    deleteSessionsElsewhere();
    clockMs = FOREIGN_WRITE_BOUND_MS - 1;
    expect((await accounts.userOfOpenSession('u1', 's1', now))?.id).toBe('u1');
    clockMs = FOREIGN_WRITE_BOUND_MS;
    expect(await accounts.userOfOpenSession('u1', 's1', now)).toBeNull();
  });

  it('asks the database every time without the cache', async () => {
    const accounts = queries(false);
    expect((await accounts.userOfOpenSession('u1', 's1', now))?.id).toBe('u1');
    deleteSessionsElsewhere();
    expect(await accounts.userOfOpenSession('u1', 's1', now)).toBeNull();
  });

  it.each<[string, UserEvent]>([
    ['a logout', { type: 'UserLoggedOut', data: { userId: 'u1', sessionId: 's1', at } }],
    ['a password change', { type: 'UserPasswordChanged', data: { userId: 'u1', passwordHash: 'h2', changedAt: at } }],
    ['a deactivation', { type: 'UserDeactivated', data: { userId: 'u1', at } }],
  ])('refuses the session at the next lookup after %s this process projected', async (_name, event) => {
    const accounts = queries();
    expect((await accounts.userOfOpenSession('u1', 's1', now))?.id).toBe('u1');
    apply(event);
    expect(await accounts.userOfOpenSession('u1', 's1', now)).toBeNull();
  });

  it('shows a plan change this process projected at the next lookup', async () => {
    const accounts = queries();
    expect((await accounts.userOfOpenSession('u1', 's1', now))?.plan).toBe('free');
    apply({
      type: 'UserPlanChanged',
      data: {
        userId: 'u1',
        plan: 'pro_monthly',
        source: 'stripe',
        periodEnd: '2026-12-20T00:00:00.000Z',
        cancelAtPeriodEnd: false,
        stripeSubscriptionId: 'sub_1',
        at,
      },
    });
    expect((await accounts.userOfOpenSession('u1', 's1', now))?.plan).toBe('pro_monthly');
  });

  it('ends a remembered session at its expiry by the application clock', async () => {
    apply(loggedIn('s2', '2026-11-21T09:30:00.000Z'));
    const accounts = queries();
    expect((await accounts.userOfOpenSession('u1', 's2', now))?.id).toBe('u1');
    expect((await accounts.userOfOpenSession('u1', 's2', new Date('2026-11-21T09:29:59.999Z')))?.id).toBe('u1');
    expect(await accounts.userOfOpenSession('u1', 's2', new Date('2026-11-21T09:30:00.000Z'))).toBeNull();
  });

  it('keeps sessions apart and forgets none of another user by a lookup of one', async () => {
    apply(registered('u2', 'b@example.org'));
    apply({ type: 'UserLoggedIn', data: { userId: 'u2', sessionId: 's9', expiresAt: '2026-11-21T12:00:00.000Z', at } });
    const accounts = queries();
    expect((await accounts.userOfOpenSession('u1', 's1', now))?.id).toBe('u1');
    expect((await accounts.userOfOpenSession('u2', 's9', now))?.id).toBe('u2');
    expect(await accounts.userOfOpenSession('u2', 's1', now)).toBeNull();
    expect(await accounts.userOfOpenSession('u1', 's9', now)).toBeNull();
  });

  it("refuses a revoked API key at the next look-up, and sees another connection's revocation within the bound", async () => {
    apply({ type: 'ApiKeyIssued', data: { userId: 'u1', keyId: 'k1', name: 'ERP', secretHash: 'ab', at } });
    apply({ type: 'ApiKeyIssued', data: { userId: 'u1', keyId: 'k2', name: 'CRM', secretHash: 'cd', at } });
    const accounts = queries();
    expect((await accounts.apiKey('k1'))?.revokedAt).toBeNull();
    apply({ type: 'ApiKeyRevoked', data: { userId: 'u1', keyId: 'k1', at } });
    expect((await accounts.apiKey('k1'))?.revokedAt).toBe(at);

    expect((await accounts.apiKey('k2'))?.revokedAt).toBeNull();
    foreign.prepare("UPDATE rm_api_keys SET revoked_at = '2026-11-21T00:00:00.000Z' WHERE key_id = 'k2'").run();
    expect((await accounts.apiKey('k2'))?.revokedAt).toBeNull();
    clockMs = FOREIGN_WRITE_BOUND_MS;
    expect((await accounts.apiKey('k2'))?.revokedAt).toBe('2026-11-21T00:00:00.000Z');
    expect(await accounts.apiKey('unknown')).toBeNull();
  });

  it("shows a user's deactivation at the next look-up by id, and hands out records nobody can change", async () => {
    const accounts = queries();
    const user = await accounts.userById('u1');
    expect(user?.isActive).toBe(true);
    expect(Object.isFrozen(user)).toBe(true);
    apply({ type: 'UserDeactivated', data: { userId: 'u1', at } });
    expect((await accounts.userById('u1'))?.isActive).toBe(false);
  });
});
