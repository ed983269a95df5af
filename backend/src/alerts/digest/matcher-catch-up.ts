import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { MESSAGE_BUS, type MessageBus } from '../../platform/message-bus/message-bus.port.js';
import { matcherLag, type MatcherLag } from '../matcher/matcher-lag.js';
import { NewCaseFeed } from '../new-case-feed/new-case-feed.js';
import { MATCHER_PARKING, type MatcherParking } from '../read-model/ports/matcher-parking.port.js';

/** How often a waiting run asks how far feed and matcher are. */
const MATCHER_POLL_MS = 250;

/**
 * A case imported before a digest run belongs in that digest: the run waits (bounded by
 * `ALERT_DIGEST_MATCHER_WAIT_SECONDS`) for the feed and the matcher, which may run in another process, and
 * reports what is still behind.
 */
@Injectable()
export class MatcherCatchUp {
  private readonly logger = new Logger('AlertDigest');

  constructor(
    @Inject(MATCHER_PARKING) private readonly parking: MatcherParking,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly feed: NewCaseFeed,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Waits until feed and matcher have nothing left (`behind` 0), at most `ALERT_DIGEST_MATCHER_WAIT_SECONDS`.
   * A bus that does not answer leaves the committed watermark as the measure.
   */
  async wait(): Promise<{ lag: MatcherLag; waited: boolean }> {
    const deadline = Date.now() + this.config.alerts.digestMatcherWaitMs;
    let waited = false;
    for (;;) {
      const lag = await this.lag();
      if (lag.behind === 0 || Date.now() >= deadline) return { lag, waited };
      if (!waited) this.logger.log(`waiting for the alert matcher: ${lag.behind} behind`);
      waited = true;
      await new Promise((resolve) => setTimeout(resolve, Math.min(MATCHER_POLL_MS, deadline - Date.now())));
    }
  }

  private async lag(): Promise<MatcherLag> {
    const sources = { matches: this.parking, store: this.store, feed: this.feed };
    try {
      return await matcherLag({ ...sources, bus: this.bus });
    } catch (error) {
      // The bus did not answer: count on the committed watermark (the in-process measure) and do not wait.
      this.logger.warn(`matcher lag not available from the bus (${String(error)}); using the committed position`);
      return matcherLag({ ...sources, bus: { deliveredOnPublish: true, unconfirmed: async () => 0 } });
    }
  }
}
