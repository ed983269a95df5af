import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { dataFiles } from '../config/data-files.js';
import { CLOCK, type Clock } from '../clock/clock.js';
import { MAILER } from './mailer.port.js';
import { NodemailerMailer } from './nodemailer-mailer.js';

/** Provides the MAILER port to every module (SMTP or outbox, chosen by configuration). */
@Global()
@Module({
  providers: [
    {
      provide: MAILER,
      inject: [APP_CONFIG, CLOCK],
      useFactory: (config: AppConfig, clock: Clock) =>
        new NodemailerMailer({
          from: config.mail.from,
          smtpUrl: config.mail.smtpUrl,
          outboxDir: dataFiles(config.dataDir).outbox,
          clock,
        }),
    },
  ],
  exports: [MAILER],
})
export class MailModule implements OnApplicationShutdown {
  constructor(@Inject(MAILER) private readonly mailer: NodemailerMailer) {}

  onApplicationShutdown(): void {
    this.mailer.close();
  }
}
