import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { HEALTH_REGISTRY, type HealthRegistry } from '../../platform/health/health-registry.js';
import { MESSAGE_BUS, type MessageBus } from '../../platform/message-bus/message-bus.port.js';
import {
  PROJECTIONS_HOST,
  type ProjectionsHost,
  type ReactorHandle,
} from '../../platform/projections-host/projections-host.port.js';
import { FEED_HANDOVER, type FeedHandover } from './feed-handover.port.js';
import { NEW_CASE_FEED, newCaseRelay } from './new-case-relay.js';

/**
 * The new-case feed (docs/DESIGN.md §9): a reactor on the projections' runner that relays case events from the
 * event store to the message bus. The runner keeps its checkpoint and retries a failure from there with
 * backoff; a failure shows in /api/health. A process that does not run the feed (the distributed API) shows the
 * progress of the feed worker's stored checkpoint instead.
 */
@Injectable()
export class NewCaseFeed implements OnApplicationBootstrap, OnModuleDestroy {
  private handle: ReactorHandle | undefined;
  private readonly started: Promise<ReactorHandle>;
  private resolveStarted!: (handle: ReactorHandle) => void;

  constructor(
    @Inject(PROJECTIONS_HOST) private readonly host: ProjectionsHost,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(FEED_HANDOVER) private readonly handover: FeedHandover,
    @Inject(HEALTH_REGISTRY) private readonly health: HealthRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.started = new Promise((resolve) => (this.resolveStarted = resolve));
  }

  async onApplicationBootstrap(): Promise<void> {
    const handle = this.config.work.feed
      ? await this.host.startReactor(newCaseRelay(this.bus, this.handover))
      : this.host.observeReactor(NEW_CASE_FEED);
    this.handle = handle;
    this.resolveStarted(handle);
    this.health.register(NEW_CASE_FEED, async () => {
      const status = await handle.status();
      return {
        name: NEW_CASE_FEED,
        status: status.running && status.error === null ? 'ok' : 'degraded',
        details: {
          runsIn: this.config.work.feed ? this.config.role : 'worker',
          checkpoint: status.checkpoint.toString(),
          lag: status.lag,
          lastError: status.error,
        },
      };
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.handle?.stop();
  }

  /** Events of the log the feed has not relayed yet (this process's feed, or the feed worker's checkpoint). */
  async unpublished(): Promise<number> {
    return (await (await this.started).status()).lag;
  }

  /** Resolves once the feed has relayed the log up to `position` (and the in-process matcher handled it). */
  async waitFor(position: bigint): Promise<void> {
    await (await this.started).waitFor(position);
  }
}
