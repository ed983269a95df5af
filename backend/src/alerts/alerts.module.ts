import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { MATCH_LOG } from './match-log/match-log.port.js';
import { CaseStreams } from '../cases/domain/events.js';
import { STREAM_NAME_KEY } from '../platform/config/stream-name-key.js';
import { AlertsPlanGuard } from './alerts-plan.guard.js';
import { CreateSubscriptionController } from './create-subscription/create-subscription.controller.js';
import { CreateSubscriptionHandler } from './create-subscription/create-subscription.command-handler.js';
import { DeleteSubscriptionController } from './delete-subscription/delete-subscription.controller.js';
import { DeleteSubscriptionHandler } from './delete-subscription/delete-subscription.command-handler.js';
import { SubscriptionErasure } from './delete-subscription/subscription-erasure.js';
import { DigestDelivery } from './digest/digest-delivery.js';
import { DigestRunner } from './digest/digest-runner.js';
import { MatcherCatchUp } from './digest/matcher-catch-up.js';
import { AlertMailLock } from './digest/alert-mail-lock.js';
import { ImmediateBatch } from './immediate/immediate-batch.js';
import { ImmediateSender } from './immediate/immediate-sender.js';
import { DigestScheduler } from './digest/digest-scheduler.js';
import { DeferredOptInMails } from './recipients/deferred-opt-in-mails.js';
import { DeferredOptInScheduler } from './recipients/deferred-opt-in-scheduler.js';
import { RunDigestHandler } from './digest/run-digest.command-handler.js';
import { TriggerDigestController } from './digest/trigger-digest.controller.js';
import { GetSubscriptionHandler } from './get-subscription/get-subscription.query-handler.js';
import { ListSubscriptionsController } from './list-subscriptions/list-subscriptions.controller.js';
import { SubscriptionTallyController } from './subscription-tally/subscription-tally.controller.js';
import { SubscriptionTallyHandler } from './subscription-tally/subscription-tally.query-handler.js';
import { ListSubscriptionsHandler } from './list-subscriptions/list-subscriptions.query-handler.js';
import { SubscriptionsByEmailHandler } from './list-subscriptions/subscriptions-by-email.query-handler.js';
import { AlertMatcher } from './matcher/alert-matcher.js';
import { InProcessMatcher } from './matcher/in-process-matcher.js';
import { MatcherHealth } from './matcher/matcher-health.js';
import { MatchLogRetention } from './match-log/match-log-retention.js';
import { NewCaseFeed } from './new-case-feed/new-case-feed.js';
import {
  alertMatchStoreProviders,
  feedHandoverProvider,
  subscriptionQueriesProvider,
  debtorFileLinksProvider,
} from './read-model/read-store.providers.js';
import { AnswerRecipientHandler } from './recipients/answer-recipient.command-handler.js';
import { ConfirmRecipientController } from './recipients/confirm-recipient.controller.js';
import { RecipientCommands } from './recipients/recipient-commands.js';
import { RecipientConfirmations } from './recipients/recipient-confirmations.js';
import { RecipientLinkHandler } from './recipients/recipient-link.query-handler.js';
import { ResendConfirmationHandler } from './resend-confirmation/resend-confirmation.command-handler.js';
import { ResendRecipientConfirmationController } from './resend-confirmation/resend-confirmation.controller.js';
import { SubscriptionCommands } from './subscription-commands.js';
import { ToggleSubscriptionHandler } from './toggle-subscription/toggle-subscription.command-handler.js';
import { ToggleSubscriptionController } from './toggle-subscription/toggle-subscription.controller.js';
import { UnsubscribeHandler } from './unsubscribe/unsubscribe.command-handler.js';
import { UnsubscribeController } from './unsubscribe/unsubscribe.controller.js';
import { UpdateSubscriptionHandler } from './update-subscription/update-subscription.command-handler.js';
import { UpdateSubscriptionController } from './update-subscription/update-subscription.controller.js';
import { ImportWatchlistHandler } from './watchlist/import-watchlist.command-handler.js';
import { PreviewWatchlistHandler } from './watchlist/preview-watchlist.query-handler.js';
import { WatchlistController } from './watchlist/watchlist.controller.js';
import { SavedSearchCaseSource, SubscriptionCaseSource } from './watched-cases/alert-case-sources.js';
import { SignedLinkLimit } from '../platform/http/signed-links/signed-link-limit.js';
import { SubscriptionsAccountEraser } from './erase-account/subscriptions-account-eraser.js';

/**
 * E-mail alerts: subscriptions, the new-case feed, the matcher and the daily digests (docs/DESIGN.md §9). Controllers
 * dispatch through the CQRS buses; the read side is behind `SUBSCRIPTION_QUERIES` and the match store's
 * ports (`read-model/ports/`, the match log in `match-log/`).
 */
@Module({
  controllers: [
    WatchlistController,
    ListSubscriptionsController,
    SubscriptionTallyController,
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
    // The case streams the digest and the watchlist preview read (named with the installation's key).
    { provide: CaseStreams, inject: [STREAM_NAME_KEY], useFactory: (key: string) => new CaseStreams(key) },
    subscriptionQueriesProvider,
    debtorFileLinksProvider,
    ...alertMatchStoreProviders,
    AlertsPlanGuard,
    SubscriptionCommands,
    RecipientCommands,
    RecipientConfirmations,
    SignedLinkLimit,
    SubscriptionErasure,
    SubscriptionsAccountEraser,
    AlertMatcher,
    InProcessMatcher,
    MatcherHealth,
    MatchLogRetention,
    NewCaseFeed,
    feedHandoverProvider,
    AlertMailLock,
    MatcherCatchUp,
    DigestDelivery,
    DigestRunner,
    DigestScheduler,
    ImmediateBatch,
    ImmediateSender,
    DeferredOptInMails,
    DeferredOptInScheduler,
    // "Meine Fristen" (issue #32): the cases a user watches through alerts.
    SubscriptionCaseSource,
    SavedSearchCaseSource,
    // Use cases (@nestjs/cqrs handlers)
    ListSubscriptionsHandler,
    SubscriptionsByEmailHandler,
    SubscriptionTallyHandler,
    GetSubscriptionHandler,
    CreateSubscriptionHandler,
    UpdateSubscriptionHandler,
    ToggleSubscriptionHandler,
    DeleteSubscriptionHandler,
    ResendConfirmationHandler,
    UnsubscribeHandler,
    RunDigestHandler,
    PreviewWatchlistHandler,
    ImportWatchlistHandler,
    RecipientLinkHandler,
    AnswerRecipientHandler,
  ],
  // The match log is the alerts' published record of matches: webhooks consume it (issue #30).
  exports: [MATCH_LOG],
})
export class AlertsModule {
  /**
   * The module with portfolio alerts (issue #31): `portfolios` exports `PORTFOLIO_NOTICE_MATCHER`, which the alert
   * matcher injects optionally. Named by the composition root: modules do not import each other.
   */
  static withPortfolios(portfolios: Type<unknown>): DynamicModule {
    return { module: AlertsModule, imports: [portfolios] };
  }
}
