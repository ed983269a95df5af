import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { HEALTH_REGISTRY, type HealthRegistry } from '../../platform/health/health-registry.js';
import { ALERT_MATCH_STORE, type AlertMatchStore } from '../read-model/alert-match-store.port.js';
import { AlertMatcher } from './alert-matcher.js';
import { matcherLag } from './matcher-lag.js';

/**
 * The matcher in /api/health, whichever process runs it: parked messages and the committed position against
 * the feed's come from the match store; `handled` and `lastError` are this process's (0 and null when the
 * worker runs the matcher: its log has them).
 */
@Injectable()
export class MatcherHealth implements OnModuleInit {
  constructor(
    private readonly matcher: AlertMatcher,
    @Inject(ALERT_MATCH_STORE) private readonly matches: AlertMatchStore,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(HEALTH_REGISTRY) private readonly health: HealthRegistry,
  ) {}

  onModuleInit(): void {
    this.health.register('alert-matcher', async () => {
      const parked = await this.matches.parkedCount();
      const lag = await matcherLag(this.matches, this.store);
      const { handled, lastError } = this.matcher.stats();
      return {
        name: 'alert-matcher',
        status: parked > 0 ? 'degraded' : 'ok',
        details: {
          runsIn: this.config.alerts.matcher,
          handled,
          parked,
          lastError,
          committedPosition: lag.matcherPosition.toString(),
          feedPosition: lag.feedPosition.toString(),
          behind: lag.behind,
        },
      };
    });
  }
}
