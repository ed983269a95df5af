import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { berlinDate } from '../../platform/clock/berlin-time.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { upcomingDeadlines } from '../domain/upcoming-deadlines.js';
import { DEADLINE_SETTINGS, type DeadlineSettingsStore } from '../settings/deadline-settings.port.js';
import { WatchedDeadlines } from '../watched-deadlines.js';
import { CalendarFeedQuery } from './calendar-feed.query.js';
import { CALENDAR_TOKEN_PATTERN, hashCalendarToken } from './calendar-token.js';
import { deadlinesCalendar } from './deadlines-calendar.js';

@QueryHandler(CalendarFeedQuery)
export class CalendarFeedHandler implements IQueryHandler<CalendarFeedQuery> {
  constructor(
    @Inject(DEADLINE_SETTINGS) private readonly settings: DeadlineSettingsStore,
    private readonly watched: WatchedDeadlines,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ token }: CalendarFeedQuery): Promise<string | null> {
    if (!CALENDAR_TOKEN_PATTERN.test(token)) return null;
    const userId = await this.settings.userOfCalendarToken(hashCalendarToken(token));
    if (!userId) return null;
    const now = this.clock.now();
    const today = berlinDate(now);
    const { deadlines } = await this.watched.of(userId);
    return deadlinesCalendar(upcomingDeadlines(deadlines, today, { from: today }), this.config.appUrl, now);
  }
}
