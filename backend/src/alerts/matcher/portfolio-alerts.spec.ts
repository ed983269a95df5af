import type { DatabaseSync } from 'node:sqlite';
import { fixedClock } from '../../platform/clock/clock.js';
import { InProcessMessageBus } from '../../platform/message-bus/in-process/in-process-message-bus.js';
import type { NewCaseMessage } from '../new-case-feed/new-case-message.js';
import type {
  NoticeFacts,
  PortfolioNoticeHit,
  PortfolioNoticeMatcher,
} from '../portfolio-alerts/portfolio-notice-matcher.port.js';
import { sqliteAlertMatchStore } from '../read-model/sqlite/alert-match-store.sqlite-harness.test-kit.js';
import type { SqliteAlertMatchStore } from '../read-model/sqlite/sqlite-alert-match-store.js';
import type { SubscriptionQueries } from '../read-model/subscription-queries.port.js';
import { AlertMatcher } from './alert-matcher.js';

/** The subscriptions read model without subscriptions, caught up with every position. */
const noSubscriptions = {
  appliedUpTo: async () => 1_000n,
  subscriptionCandidates: async () => [],
  savedSearchCandidates: async () => [],
  candidatesOfBatch: async (lookups: readonly unknown[]) =>
    lookups.map(() => ({ subscriptions: [], savedSearches: [] })),
} as unknown as SubscriptionQueries;

/** Portfolios in which "Müller Bau" is customer 10042 of two portfolios. */
class PortfoliosOfMueller implements PortfolioNoticeMatcher {
  readonly asked: NoticeFacts[] = [];
  failing = false;

  async matchNotice(notice: NoticeFacts): Promise<PortfolioNoticeHit[]> {
    this.asked.push(notice);
    if (this.failing) throw new Error('portfolio match store unavailable');
    if (notice.nameTokens.join(' ') !== 'muller bau gmbh') return [];
    const hit = {
      state: 'Treffer' as const,
      rowId: 'k:10042',
      customerNumber: '10042',
      name: 'Müller Bau GmbH',
      ruleLabel: 'Name und PLZ',
    };
    return [
      { ...hit, portfolioId: 'p1', reason: 'Name und PLZ 50667 stimmen überein' },
      { ...hit, portfolioId: 'p1', rowId: 'k:10043', reason: 'Name und PLZ 50667 stimmen überein' },
      { ...hit, portfolioId: 'p2', reason: 'Name und PLZ 50667 stimmen überein' },
    ];
  }
}

const notice = (caseId: number, name: string): NewCaseMessage => ({
  kind: 'case-notice',
  eventId: `event-${caseId}`,
  position: String(caseId),
  caseId,
  caseKey: `AG Köln~${caseId}`,
  publicationType: 'eroeffnung',
  publicationDate: '2026-11-20',
  postalCode: '50667',
  nameTokens: name.split(' '),
  contextTokens: ['koln'],
  caseRef: null,
  registerRef: null,
});

describe('alert matcher: portfolio alerts of new notices (issue #31)', () => {
  let db: DatabaseSync;
  let store: SqliteAlertMatchStore;
  let portfolios: PortfoliosOfMueller;
  let matcher: AlertMatcher;
  beforeEach(() => {
    ({ db, store } = sqliteAlertMatchStore());
    portfolios = new PortfoliosOfMueller();
    const clock = fixedClock('2026-11-21T09:00:00Z');
    matcher = new AlertMatcher(store, store, noSubscriptions, new InProcessMessageBus(), clock, portfolios);
  });
  afterEach(() => db.close());

  const batch = (...messages: NewCaseMessage[]) =>
    matcher.handleBatch(messages.map((payload) => ({ key: String(payload.caseId), payload })));
  const logged = async () => (await store.after(0, 100)).map((m) => `${m.caseId} ${m.alert.kind}:${m.alert.id}`);

  it('logs one entry per portfolio whose customers the notice is a hit of, and none for other notices', async () => {
    await batch(notice(1, 'muller bau gmbh'), notice(2, 'zander feinkost gmbh'));
    expect(await logged()).toEqual(['1 portfolio:p1', '1 portfolio:p2']);
    expect(portfolios.asked.map((n) => n.caseId)).toEqual([1, 2]);
  });

  it('logs a redelivered notice once (idempotent by event id)', async () => {
    await batch(notice(1, 'muller bau gmbh'));
    await batch(notice(1, 'muller bau gmbh'));
    expect(await logged()).toEqual(['1 portfolio:p1', '1 portfolio:p2']);
  });

  it('parks a notice the portfolios cannot answer instead of throwing out of its loop', async () => {
    portfolios.failing = true;
    await expect(batch(notice(1, 'muller bau gmbh'))).resolves.toBeUndefined();
    expect(await store.parkedCount()).toBe(1);
    expect(await logged()).toEqual([]);
  });
});
