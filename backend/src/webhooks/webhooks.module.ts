import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { readStoreProvider } from '../platform/read-store/read-store-switch.js';
import { CreateWebhookHandler } from './create-webhook/create-webhook.command-handler.js';
import { CreateWebhookController } from './create-webhook/create-webhook.controller.js';
import { DeleteWebhookHandler } from './delete-webhook/delete-webhook.command-handler.js';
import { DeleteWebhookController } from './delete-webhook/delete-webhook.controller.js';
import { WebhookErasure } from './delete-webhook/webhook-erasure.js';
import { mongoWebhookDeliveryStoreProvider } from './delivery/mongo/mongo-webhook-delivery-store.js';
import { sqliteWebhookDeliveryStoreProvider } from './delivery/sqlite/sqlite-webhook-delivery-store.js';
import { WebhookDeliveryLoop } from './delivery/webhook-delivery-loop.js';
import { WEBHOOK_DELIVERY_STORE, type WebhookDeliveryStore } from './delivery/webhook-delivery-store.port.js';
import { WebhookDispatcher } from './delivery/webhook-dispatcher.js';
import { WebhookSender } from './delivery/webhook-sender.js';
import { DeliveryLogController } from './delivery-log/delivery-log.controller.js';
import { DeliveryLogHandler } from './delivery-log/delivery-log.query-handler.js';
import { ListWebhooksController } from './list-webhooks/list-webhooks.controller.js';
import { ListWebhooksHandler } from './list-webhooks/list-webhooks.query-handler.js';
import { mongoWebhookDirectoryProvider } from './directory/mongo/mongo-webhook-directory.js';
import { sqliteWebhookDirectoryProvider } from './directory/sqlite/sqlite-webhook-directory.js';
import { WEBHOOK_DIRECTORY, type WebhookDirectory } from './directory/webhook-directory.port.js';
import { webhookEndpointQueriesProvider } from './read-model/read-store.providers.js';
import { RotateSecretHandler } from './rotate-secret/rotate-secret.command-handler.js';
import { RotateSecretController } from './rotate-secret/rotate-secret.controller.js';
import { EndpointResolver } from './ssrf/endpoint-resolver.js';
import { TestWebhookHandler } from './test-webhook/test-webhook.command-handler.js';
import { TestWebhookController } from './test-webhook/test-webhook.controller.js';
import { UpdateWebhookHandler } from './update-webhook/update-webhook.command-handler.js';
import { UpdateWebhookController } from './update-webhook/update-webhook.controller.js';
import { mongoWebhookSecretVaultProvider } from './vault/mongo/mongo-webhook-secret-vault.js';
import { sqliteWebhookSecretVaultProvider } from './vault/sqlite/sqlite-webhook-secret-vault.js';
import { WEBHOOK_SECRET_VAULT, type WebhookSecretVault } from './vault/webhook-secret-vault.port.js';
import { SecretSealer, WEBHOOK_SECRET_SEALER, webhookSecretKey } from './vault/secret-sealer.js';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config.js';
import { JWT_SECRET } from '../platform/config/jwt-secret.js';
import { WebhookCommands } from './webhook-commands.js';
import { WebhooksPlanGuard } from './webhooks-plan.guard.js';
import { CaseStreams } from '../cases/domain/events.js';
import { STREAM_NAME_KEY } from '../platform/config/stream-name-key.js';
import { WebhooksAccountEraser } from './erase-account/webhooks-account-eraser.js';

/**
 * Signed webhooks (issue #30 item 3, Pro "API-Zugang"): endpoints (event-sourced, `webhook-<id>`), their secrets
 * (vault), the dispatcher from the match log (`WebhooksModule.consuming(AlertsModule)`) to the durable delivery
 * queue, and the sender. Controllers dispatch
 * through the CQRS buses.
 */
@Module({
  controllers: [
    ListWebhooksController,
    CreateWebhookController,
    UpdateWebhookController,
    RotateSecretController,
    TestWebhookController,
    DeliveryLogController,
    DeleteWebhookController,
  ],
  providers: [
    // The dispatcher reads a matched case from its stream (webhook-dispatcher.ts).
    { provide: CaseStreams, inject: [STREAM_NAME_KEY], useFactory: (key: string) => new CaseStreams(key) },
    webhookEndpointQueriesProvider,
    readStoreProvider<WebhookDirectory>(WEBHOOK_DIRECTORY, {
      sqlite: sqliteWebhookDirectoryProvider,
      mongo: mongoWebhookDirectoryProvider,
    }),
    readStoreProvider<WebhookDeliveryStore>(WEBHOOK_DELIVERY_STORE, {
      sqlite: sqliteWebhookDeliveryStoreProvider,
      mongo: mongoWebhookDeliveryStoreProvider,
    }),
    // The vault's key (WEBHOOK_SECRET_KEY, or derived from the JWT secret every process has).
    {
      provide: WEBHOOK_SECRET_SEALER,
      inject: [APP_CONFIG, JWT_SECRET],
      useFactory: (config: AppConfig, jwtSecret: string) =>
        new SecretSealer(webhookSecretKey(config.webhooks.secretKey, jwtSecret)),
    },
    readStoreProvider<WebhookSecretVault>(WEBHOOK_SECRET_VAULT, {
      sqlite: sqliteWebhookSecretVaultProvider,
      mongo: mongoWebhookSecretVaultProvider,
    }),
    WebhooksPlanGuard,
    WebhookCommands,
    EndpointResolver,
    WebhookErasure,
    WebhooksAccountEraser,
    WebhookDispatcher,
    WebhookSender,
    WebhookDeliveryLoop,
    ListWebhooksHandler,
    CreateWebhookHandler,
    UpdateWebhookHandler,
    RotateSecretHandler,
    TestWebhookHandler,
    DeliveryLogHandler,
    DeleteWebhookHandler,
  ],
})
export class WebhooksModule {
  /**
   * The module with the webhooks' source: `matchLog` exports `MATCH_LOG` (the alerts module, whose match store
   * writes it in the matcher's own write). Named by the composition root: modules do not import each other.
   */
  static consuming(matchLog: Type<unknown> | DynamicModule, portfolios?: Type<unknown>): DynamicModule {
    // `portfolios` exports `WEBHOOK_PORTFOLIOS` (issue #31): portfolio hits reach webhooks where it is given.
    return { module: WebhooksModule, imports: portfolios ? [matchLog, portfolios] : [matchLog] };
  }
}
