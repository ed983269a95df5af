import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { berlinDate } from '../../platform/clock/berlin-time.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { isProPlan } from '../../platform/http/plan-policy.js';
import { AccountContactQuery } from '../../platform/watched-cases/account-contact.query.js';
import { NOT_REMINDED_KINDS } from '../domain/reminder-rules.js';
import { upcomingDeadlines } from '../domain/upcoming-deadlines.js';
import { DEADLINE_SETTINGS, type DeadlineSettingsStore } from '../settings/deadline-settings.port.js';
import { WatchedDeadlines } from '../watched-deadlines.js';
import { CalendarFeedHolderQuery, CalendarFeedQuery } from './calendar-feed.query.js';
import { CALENDAR_TOKEN_PATTERN, hashCalendarToken } from './calendar-token.js';
import { deadlinesCalendar } from './deadlines-calendar.js';

@QueryHandler(CalendarFeedHolderQuery)
export class CalendarFeedHolderHandler implements IQueryHandler<CalendarFeedHolderQuery> {
  constructor(
    @Inject(DEADLINE_SETTINGS) private readonly settings: DeadlineSettingsStore,
    private readonly queries: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ token }: CalendarFeedHolderQuery): Promise<string | null> {
    if (!CALENDAR_TOKEN_PATTERN.test(token)) return null;
    const userId = await this.settings.userOfCalendarToken(hashCalendarToken(token));
    if (!userId) return null;
    // A feed of an account that is no longer Pro (or deactivated) stops like a revoked one.
    const contact = await this.queries.execute(new AccountContactQuery(userId, this.clock.now()));
    return contact?.active && isProPlan(contact.plan) ? userId : null;
  }
}

@QueryHandler(CalendarFeedQuery)
export class CalendarFeedHandler implements IQueryHandler<CalendarFeedQuery> {
  constructor(
    private readonly watched: WatchedDeadlines,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId }: CalendarFeedQuery): Promise<string> {
    const now = this.clock.now();
    const today = berlinDate(now);
    const { deadlines, ...coverage } = await this.watched.of(userId, today);
    const upcoming = upcomingDeadlines(deadlines, today, { from: today }).filter(
      (deadline) => !NOT_REMINDED_KINDS.has(deadline.kind),
    );
    return deadlinesCalendar(upcoming, this.config.appUrl, now, coverage);
  }
}
