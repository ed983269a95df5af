import { Module } from '@nestjs/common';
import { AlertsPlanGuard } from './alerts-plan.guard.js';
import { CreateSubscriptionController } from './create-subscription/create-subscription.controller.js';
import { CreateSubscriptionHandler } from './create-subscription/create-subscription.handler.js';
import { DeleteSubscriptionController } from './delete-subscription/delete-subscription.controller.js';
import { AlertMatcher } from './matcher/alert-matcher.js';
import { NewCaseFeed } from './new-case-feed/new-case-feed.js';
import { DigestRunner } from './digest/digest-runner.js';
import { DigestScheduler } from './digest/digest-scheduler.js';
import { TriggerDigestController } from './digest/trigger-digest.controller.js';
import { UnsubscribeController } from './unsubscribe/unsubscribe.controller.js';
import { WatchlistController } from './watchlist/watchlist.controller.js';
import { ListSubscriptionsController } from './list-subscriptions/list-subscriptions.controller.js';
import { sqliteAlertMatchStoreProvider } from './read-model/sqlite/sqlite-alert-match-store.js';
import { sqliteSubscriptionQueriesProvider } from './read-model/sqlite/sqlite-subscription-queries.js';
import { SubscriptionCommands } from './subscription-commands.js';
import { ToggleSubscriptionController } from './toggle-subscription/toggle-subscription.controller.js';
import { UpdateSubscriptionController } from './update-subscription/update-subscription.controller.js';
import { SubscriptionErasure } from './delete-subscription/subscription-erasure.js';
import { ConfirmRecipientController } from './recipients/confirm-recipient.controller.js';
import { RecipientCommands } from './recipients/recipient-commands.js';
import { RecipientConfirmations } from './recipients/recipient-confirmations.js';
import { ResendRecipientConfirmationController } from './resend-confirmation/resend-confirmation.controller.js';

/** E-mail alerts: subscriptions, the new-case feed, the matcher and the daily digests (DESIGN.md §9). */
@Module({
  controllers: [
    WatchlistController,
    ListSubscriptionsController,
    CreateSubscriptionController,
    UpdateSubscriptionController,
    ToggleSubscriptionController,
    DeleteSubscriptionController,
    TriggerDigestController,
    UnsubscribeController,
    ResendRecipientConfirmationController,
    ConfirmRecipientController,
  ],
  providers: [
    AlertsPlanGuard,
    SubscriptionCommands,
    sqliteSubscriptionQueriesProvider,
    sqliteAlertMatchStoreProvider,
    CreateSubscriptionHandler,
    AlertMatcher,
    NewCaseFeed,
    DigestRunner,
    DigestScheduler,
    SubscriptionErasure,
    RecipientCommands,
    RecipientConfirmations,
  ],
})
export class AlertsModule {}
