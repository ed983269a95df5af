import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { HEALTH_REGISTRY, type HealthRegistry } from '../../platform/health/health-registry.js';
import { errorText } from '../../platform/message-bus/deliver-with-retries.js';
import { MESSAGE_BUS, type MessageBus } from '../../platform/message-bus/message-bus.port.js';
import { NewCaseFeed } from '../new-case-feed/new-case-feed.js';
import { MATCHER_PARKING, type MatcherParking } from '../read-model/ports/matcher-parking.port.js';
import { AlertMatcher } from './alert-matcher.js';
import { matcherLag } from './matcher-lag.js';

/**
 * The matcher in /api/health, whichever process runs it: parked messages and the committed position against
 * the feed's come from the match store, the messages not yet matched from the bus (`matcherLag`), the events not
 * yet relayed from the feed's checkpoint; `behind` (= `unpublished` + `unmatched`) is the one number to read.
 * `handled` and `lastError` are this process's (0 and null when the worker runs the matcher: its log has them).
 */
@Injectable()
export class MatcherHealth implements OnModuleInit {
  constructor(
    private readonly matcher: AlertMatcher,
    @Inject(MATCHER_PARKING) private readonly matches: MatcherParking,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly feed: NewCaseFeed,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(HEALTH_REGISTRY) private readonly health: HealthRegistry,
  ) {}

  onModuleInit(): void {
    this.health.register('alert-matcher', async () => {
      const parked = await this.matches.parkedCount();
      const { handled, lastError } = this.matcher.stats();
      const details = { runsIn: this.config.alerts.matcher, handled, parked, lastError };
      try {
        const lag = await matcherLag({ matches: this.matches, store: this.store, bus: this.bus, feed: this.feed });
        return {
          name: 'alert-matcher',
          status: parked > 0 ? 'degraded' : 'ok',
          details: {
            ...details,
            committedPosition: lag.matcherPosition.toString(),
            feedPosition: lag.feedPosition.toString(),
            unpublished: lag.unpublished,
            unmatched: lag.unmatched,
            behind: lag.behind,
          },
        };
      } catch (error) {
        // The bus did not answer (or the consumer group is rebalancing): how far behind is unknown, which is not
        // ok; the positions the match store keeps are still reported.
        const progress = await this.matches.progress().catch(() => null);
        return {
          name: 'alert-matcher',
          status: 'degraded',
          details: {
            ...details,
            lastError: `lag not available: ${errorText(error)}`,
            committedPosition: progress?.matcherPosition.toString() ?? null,
            feedPosition: progress?.feedPosition.toString() ?? null,
            unpublished: null,
            unmatched: null,
            behind: null,
          },
        };
      }
    });
  }
}
