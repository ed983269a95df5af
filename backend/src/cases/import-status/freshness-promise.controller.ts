import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { Public } from '../../platform/http/access.js';
import { freshnessPromise } from './freshness-promise.js';
import { FreshnessPromiseResponse } from './freshness.response.js';

/** The freshness promise for the public pages (pricing, About): from the configuration, never hard-coded there. */
@ApiTags('insolvency')
@Public()
@Controller('insolvency')
export class FreshnessPromiseController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get('freshness-promise')
  @ApiOperation({ summary: 'Frische-Versprechen laut Konfiguration (Abgleich im Tagesverlauf)' })
  @ApiOkResponse({ type: FreshnessPromiseResponse, description: 'Versprechen, Abstand und Zeitfenster der Abgleiche' })
  promise(): FreshnessPromiseResponse {
    const { poll, scheduled } = this.config.import;
    return {
      promise: freshnessPromise(this.config.import),
      pollMinutes: scheduled ? poll.intervalMs / 60_000 : 0,
      pollHours: { ...poll.hours },
    };
  }
}
