import { Inject, Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { addDays, berlinDate } from '../../platform/clock/berlin-time.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { JWT_SECRET } from '../../platform/config/jwt-secret.js';
import { isProPlan } from '../../platform/http/plan-policy.js';
import { MAILER, type Mailer } from '../../platform/mail/mailer.port.js';
import { UnsubscribeTokens } from '../../platform/unsubscribe/unsubscribe-token.js';
import { AccountContactQuery } from '../../platform/watched-cases/account-contact.query.js';
import { WATCHED_CASE_SOURCES, type WatchedCaseSources } from '../../platform/watched-cases/watched-case-sources.js';
import { DEFAULT_REMINDER_DAYS, dueReminders, reminderKey } from '../domain/reminder-rules.js';
import { upcomingDeadlines } from '../domain/upcoming-deadlines.js';
import { DEADLINE_SETTINGS, type DeadlineSettingsStore } from '../settings/deadline-settings.port.js';
import { WatchedDeadlines } from '../watched-deadlines.js';
import { reminderMail } from './reminder-mail.js';

export interface ReminderRun {
  readonly day: string;
  /** Users whose reminder mail of the day was sent now or before (recorded under the day's key). */
  readonly mailed: number;
  /** Users whose mail failed now (the next run of the day tries again). */
  readonly failed: number;
}

/**
 * The day's deadline reminders (issue #32): for every user who watches cases, a Pro plan, an active and
 * confirmed account, and reminders on, one mail listing every deadline due in one of the chosen numbers of days.
 *
 * At most one mail per user and Berlin day, and at least once: the mail goes through the mail delivery with the
 * key `deadline-reminder-<user>-<day>` (its Message-ID derives from it). The delivery records the mail before the
 * SMTP transaction, so a second run of the day (another process, a restart) sends nothing again; a crash during
 * the send leaves the record `sending`, and the delivery sends it again after its lease with the same
 * Message-ID. Only a failed send is tried again by a later run of the same day.
 */
@Injectable()
export class ReminderRunner {
  private readonly logger = new Logger('DeadlineReminders');
  private readonly tokens: UnsubscribeTokens;

  constructor(
    @Inject(WATCHED_CASE_SOURCES) private readonly sources: WatchedCaseSources,
    @Inject(DEADLINE_SETTINGS) private readonly settings: DeadlineSettingsStore,
    private readonly watched: WatchedDeadlines,
    private readonly queries: QueryBus,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JWT_SECRET) jwtSecret: string,
  ) {
    this.tokens = new UnsubscribeTokens(jwtSecret);
  }

  async run(): Promise<ReminderRun> {
    const now = this.clock.now();
    const day = berlinDate(now);
    let mailed = 0;
    let failed = 0;
    for (const userId of await this.sources.watchers()) {
      const days = (await this.settings.settingsOf(userId)).reminderDays ?? DEFAULT_REMINDER_DAYS;
      if (days.length === 0) continue;
      const contact = await this.queries.execute(new AccountContactQuery(userId, now));
      if (!contact?.active || !contact.emailConfirmed || !isProPlan(contact.plan)) continue;
      const { deadlines, ...coverage } = await this.watched.of(userId, day);
      const upcoming = upcomingDeadlines(deadlines, day, { from: day, to: addDays(day, Math.max(...days)) });
      const due = dueReminders(upcoming, day, days);
      if (due.length === 0) continue;
      try {
        await this.mailer.send({
          ...reminderMail(
            { name: contact.name, address: contact.email },
            due,
            this.config.appUrl,
            coverage,
            this.unsubscribeUrl(userId),
          ),
          kind: 'deadline-reminder',
          deliveryKey: reminderKey(userId, day),
        });
        mailed++;
      } catch (error) {
        failed++;
        // The user id only: never the address.
        this.logger.warn(`reminder for user ${userId} on ${day} not sent (${String((error as Error).name)})`);
      }
    }
    this.logger.log(`deadline reminders ${day}: ${mailed} mailed, ${failed} failed`);
    return { day, mailed, failed };
  }

  /** The signed link that switches the user's reminders off (the unsubscribe pages of alerts/unsubscribe). */
  private unsubscribeUrl(userId: string): string {
    return this.tokens.link(this.config.appUrl, [{ kind: 'deadline-reminders', id: userId }]);
  }
}
