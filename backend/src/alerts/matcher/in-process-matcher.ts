import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { AlertMatcher } from './alert-matcher.js';

/**
 * Runs the matcher in the embedded API process unless `ALERT_MATCHER=worker` hands it to `npm run worker -- alerts`
 * (always so on PROFILE=distributed).
 */
@Injectable()
export class InProcessMatcher implements OnModuleInit, OnModuleDestroy {
  constructor(
    private readonly matcher: AlertMatcher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    if (this.config.work.matcher) this.matcher.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.matcher.stop();
  }
}
