import { Logger, type FactoryProvider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { CLOCK, type Clock } from '../clock/clock.js';
import { InMemoryRateLimitStore } from './memory/in-memory-rate-limit-store.js';
import { RATE_LIMIT_STORE, type RateLimitStore } from './rate-limit-store.port.js';

/**
 * The configured rate-limit store: in memory unless `RATE_LIMIT_STORE=mongo`. The MongoDB adapter (and with it
 * mongoose) is loaded only when asked for, so the embedded profile starts without it.
 */
export const rateLimitStoreProvider: FactoryProvider<Promise<RateLimitStore>> = {
  provide: RATE_LIMIT_STORE,
  inject: [APP_CONFIG, CLOCK],
  useFactory: async (config: AppConfig, clock: Clock) => {
    if (config.rateLimitStore.kind === 'memory') return new InMemoryRateLimitStore(clock);
    const { openMongoRateLimitStore } = await import('./mongo/open-mongo-rate-limit-store.js');
    const logger = new Logger('RateLimits');
    return openMongoRateLimitStore(config.rateLimitStore.mongoUrl, clock, (error) =>
      logger.warn(`sweeping expired rate-limit documents failed: ${error instanceof Error ? error.message : error}`),
    );
  },
};
