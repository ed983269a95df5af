import {
  type DynamicModule,
  Inject,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { dataFiles } from '../config/data-files.js';
import { CLOCK, type Clock } from '../clock/clock.js';
import { readStoreProvider } from '../read-store/read-store-switch.js';
import { DeliveringMailer } from './delivery/delivering-mailer.js';
import { MAIL_DELIVERY_STORE, type MailDeliveryStore } from './delivery/mail-delivery-store.port.js';
import { MailRedelivery } from './delivery/mail-redelivery.js';
import { mongoMailDeliveryStoreProvider } from './delivery/mongo/mongo-mail-delivery-store.js';
import { sqliteMailDeliveryStoreProvider } from './delivery/sqlite/sqlite-mail-delivery-store.js';
import { MAILER } from './mailer.port.js';
import { NodemailerMailer } from './nodemailer-mailer.js';

const TRANSPORT = Symbol('MAIL_TRANSPORT');
const REDELIVERY = Symbol('MAIL_REDELIVERY');

/** The domain of MAIL_FROM, for the Message-IDs. */
function fromDomain(from: string): string {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;
  return address.split('@')[1] ?? 'insolvenzmonitor.local';
}

/**
 * Provides the MAILER port to every module: the delivery record (at least once, `delivery/`) over SMTP or the
 * outbox, chosen by configuration. `redeliver`: this process sends again what a crash left (the app and its
 * workers; not CLI commands).
 */
@Module({})
export class MailModule implements OnApplicationBootstrap, OnApplicationShutdown {
  static forRoot(options: { readonly redeliver: boolean }): DynamicModule {
    return {
      module: MailModule,
      global: true,
      providers: [
        readStoreProvider<MailDeliveryStore>(MAIL_DELIVERY_STORE, {
          sqlite: sqliteMailDeliveryStoreProvider,
          mongo: mongoMailDeliveryStoreProvider,
        }),
        {
          provide: TRANSPORT,
          inject: [APP_CONFIG, CLOCK],
          useFactory: (config: AppConfig, clock: Clock) =>
            new NodemailerMailer({
              from: config.mail.from,
              smtpUrl: config.mail.smtpUrl,
              outboxDir: dataFiles(config.dataDir).outbox,
              clock,
            }),
        },
        {
          provide: MAILER,
          inject: [MAIL_DELIVERY_STORE, TRANSPORT, CLOCK, APP_CONFIG],
          useFactory: (store: MailDeliveryStore, transport: NodemailerMailer, clock: Clock, config: AppConfig) =>
            new DeliveringMailer(store, transport, clock, {
              leaseMs: config.mail.deliveryLeaseMs,
              domain: fromDomain(config.mail.from),
            }),
        },
        {
          provide: REDELIVERY,
          inject: [MAILER, MAIL_DELIVERY_STORE, CLOCK, APP_CONFIG],
          useFactory: (mailer: DeliveringMailer, store: MailDeliveryStore, clock: Clock, config: AppConfig) =>
            options.redeliver ? new MailRedelivery(mailer, store, clock, config.mail.deliveryRetryMs) : null,
        },
      ],
      exports: [MAILER, MAIL_DELIVERY_STORE],
    };
  }

  constructor(
    @Inject(TRANSPORT) private readonly transport: NodemailerMailer,
    @Inject(REDELIVERY) private readonly redelivery: MailRedelivery | null,
  ) {}

  onApplicationBootstrap(): void {
    this.redelivery?.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redelivery?.stop();
    this.transport.close();
  }
}
