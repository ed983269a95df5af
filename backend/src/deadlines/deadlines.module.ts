import { Module } from '@nestjs/common';
import { SignedLinkLimit } from '../platform/http/signed-links/signed-link-limit.js';
import { readStoreProvider } from '../platform/read-store/read-store-switch.js';
import { CalendarFeedController } from './calendar-feed/calendar-feed.controller.js';
import { CalendarFeedHandler, CalendarFeedHolderHandler } from './calendar-feed/calendar-feed.query-handler.js';
import {
  CreateCalendarTokenHandler,
  RevokeCalendarTokenHandler,
} from './calendar-token/calendar-token.command-handlers.js';
import { CalendarTokenController } from './calendar-token/calendar-token.controller.js';
import { DeadlinesPlanGuard } from './deadlines-plan.guard.js';
import { ListDeadlinesController } from './list-deadlines/list-deadlines.controller.js';
import { ListDeadlinesHandler } from './list-deadlines/list-deadlines.query-handler.js';
import { DeadlineSettingsController } from './reminder-setting/deadline-settings.controller.js';
import { GetDeadlineSettingsHandler, SetReminderDaysHandler } from './reminder-setting/deadline-settings.use-cases.js';
import { SwitchOffDeadlineRemindersHandler } from './reminder-setting/switch-off-reminders.command-handler.js';
import { ReminderRunner } from './reminders/reminder-runner.js';
import { ReminderScheduler } from './reminders/reminder-scheduler.js';
import { DEADLINE_SETTINGS } from './settings/deadline-settings.port.js';
import { DeadlineSettingsEraser } from './settings/deadline-settings-eraser.js';
import { mongoDeadlineSettingsProvider } from './settings/mongo/mongo-deadline-settings.js';
import { sqliteDeadlineSettingsProvider } from './settings/sqlite/sqlite-deadline-settings.js';
import { WatchedDeadlines } from './watched-deadlines.js';

/**
 * "Meine Fristen" (issue #32 part 4): the upcoming deadlines of the cases a user watches (sources registered by
 * the alerts module and later portfolios, `WATCHED_CASE_SOURCES`; deadlines answered by the cases module), the
 * personal calendar feed and the daily reminder mails.
 */
@Module({
  controllers: [ListDeadlinesController, CalendarTokenController, DeadlineSettingsController, CalendarFeedController],
  providers: [
    readStoreProvider(DEADLINE_SETTINGS, {
      sqlite: sqliteDeadlineSettingsProvider,
      mongo: mongoDeadlineSettingsProvider,
    }),
    DeadlineSettingsEraser,
    DeadlinesPlanGuard,
    SignedLinkLimit,
    WatchedDeadlines,
    ListDeadlinesHandler,
    CalendarFeedHandler,
    CalendarFeedHolderHandler,
    CreateCalendarTokenHandler,
    RevokeCalendarTokenHandler,
    GetDeadlineSettingsHandler,
    SetReminderDaysHandler,
    SwitchOffDeadlineRemindersHandler,
    ReminderRunner,
    ReminderScheduler,
  ],
  exports: [ReminderRunner, DEADLINE_SETTINGS],
})
export class DeadlinesModule {}
