import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ScheduleModule } from '@nestjs/schedule';
import type { AppConfig } from './platform/config/app-config.js';
import { PlatformModule, type PlatformOverrides } from './platform/platform.module.js';
import { HealthModule } from './platform/health/health.module.js';
import { MailModule } from './platform/mail/mail.module.js';
import { CasesModule } from './cases/cases.module.js';
import { AccountsModule } from './accounts/accounts.module.js';
import { ContactModule } from './contact/contact.module.js';
import { AdminModule } from './admin/admin.module.js';
import { AlertsModule } from './alerts/alerts.module.js';
import { SavedSearchesModule } from './saved-searches/saved-searches.module.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';
import { PortfoliosModule } from './portfolios/portfolios.module.js';
import { PortfolioNoticeModule } from './portfolios/matching/portfolio-notice.providers.js';
import { PortfolioWebhookFeedModule } from './portfolios/webhook-feed/portfolio-webhook-feed.js';
import { DeadlinesModule } from './deadlines/deadlines.module.js';

/** Composition root: the platform plus one module per bounded context. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, overrides: PlatformOverrides = {}): DynamicModule {
    // One alerts module (one matcher), with the portfolios' notice matching, consumed by webhooks and portfolios.
    const alerts = AlertsModule.withPortfolios(PortfolioNoticeModule);
    return {
      module: AppModule,
      imports: [
        ScheduleModule.forRoot(),
        // Commands and queries go through CommandBus / QueryBus; its EventBus never delivers domain events.
        CqrsModule.forRoot(),
        PlatformModule.forRoot(config, overrides),
        MailModule.forRoot({ redeliver: true }),
        HealthModule,
        AccountsModule,
        CasesModule,
        ContactModule,
        AdminModule,
        alerts,
        SavedSearchesModule,
        WebhooksModule.consuming(alerts, PortfolioWebhookFeedModule),
        PortfoliosModule.consuming(alerts),
        DeadlinesModule,
      ],
    };
  }
}
