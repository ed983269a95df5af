import type { AppConfig } from '../../platform/config/app-config.js';
import type { EventStore } from '../../platform/event-store/event-store.port.js';
import { HealthRegistry } from '../../platform/health/health-registry.js';
import type { MessageBus } from '../../platform/message-bus/message-bus.port.js';
import type { NewCaseFeed } from '../new-case-feed/new-case-feed.js';
import type { AlertMatchStore } from '../read-model/alert-match-store.port.js';
import type { AlertMatcher } from './alert-matcher.js';
import { MatcherHealth } from './matcher-health.js';

/** The alert-matcher component of /api/health with a bus that can or cannot tell the consumer group's lag. */
async function matcherComponent(bus: Pick<MessageBus, 'deliveredOnPublish' | 'unconfirmed'>) {
  const registry = new HealthRegistry();
  const health = new MatcherHealth(
    { stats: () => ({ running: true, handled: 7, lastError: null }) } as unknown as AlertMatcher,
    {
      parkedCount: async () => 0,
      progress: async () => ({ matcherPosition: 40n, feedPosition: 90n }),
    } as unknown as AlertMatchStore,
    { countAfter: async () => 0 } as unknown as EventStore,
    bus as MessageBus,
    { unpublished: async () => 0 } as unknown as NewCaseFeed,
    { alerts: { matcher: 'worker' } } as AppConfig,
    registry,
  );
  health.onModuleInit();
  return (await registry.report()).find((component) => component.name === 'alert-matcher')!;
}

describe('alert-matcher health', () => {
  it('counts what the consumer group has not matched over every partition', async () => {
    const component = await matcherComponent({ deliveredOnPublish: false, unconfirmed: async () => 3 });
    expect(component).toMatchObject({
      status: 'ok',
      details: { committedPosition: '40', feedPosition: '90', unpublished: 0, unmatched: 3, behind: 3 },
    });
  });

  it('is degraded with the positions it knows when the broker cannot tell the lag (never a false 0)', async () => {
    const component = await matcherComponent({
      deliveredOnPublish: false,
      unconfirmed: () => Promise.reject(new Error('broker did not answer')),
    });
    expect(component).toMatchObject({
      status: 'degraded',
      details: {
        committedPosition: '40',
        feedPosition: '90',
        unmatched: null,
        behind: null,
        lastError: expect.stringMatching(/lag not available: .*broker did not answer/),
      },
    });
  });
});
