import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountsModule } from '../accounts/accounts.module.js';
import { ClaimLetterDraftsModule } from '../cases/claim-letter/drafts/claim-letter-drafts.module.js';
import type { AppConfig } from '../platform/config/app-config.js';
import { MailModule } from '../platform/mail/mail.module.js';
import { PlatformModule } from '../platform/platform.module.js';

/**
 * What the account commands of the CLI need: the platform and the accounts module, and the store of the user's
 * claim-letter drafts (an account the CLI erases, e.g. an expired squatter replaced by create-admin, takes its
 * drafts along), nothing else. No imports,
 * schedules, retention, alerts or reactors: a CLI process runs next to a live server on the same DATA_DIR and
 * must not start, resume or close that server's background work. The command and query buses are there
 * because the accounts' controllers (not served here) are built with the module and take them.
 */
@Module({})
export class AccountsCliModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AccountsCliModule,
      imports: [
        CqrsModule.forRoot(),
        PlatformModule.forRoot(config),
        MailModule.forRoot({ redeliver: false }),
        AccountsModule,
        ClaimLetterDraftsModule,
      ],
    };
  }
}
