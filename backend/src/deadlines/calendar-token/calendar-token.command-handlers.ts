import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { calendarUrls, hashCalendarToken, newCalendarToken } from '../calendar-feed/calendar-token.js';
import { DEADLINE_SETTINGS, type DeadlineSettingsStore } from '../settings/deadline-settings.port.js';
import { CreateCalendarTokenCommand, RevokeCalendarTokenCommand } from './calendar-token.commands.js';
import type { CalendarTokenResponse } from './calendar-token.response.js';

@CommandHandler(CreateCalendarTokenCommand)
export class CreateCalendarTokenHandler implements ICommandHandler<CreateCalendarTokenCommand> {
  constructor(
    @Inject(DEADLINE_SETTINGS) private readonly settings: DeadlineSettingsStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId }: CreateCalendarTokenCommand): Promise<CalendarTokenResponse> {
    const token = newCalendarToken();
    const createdAt = this.clock.now().toISOString();
    await this.settings.replaceCalendarToken(userId, hashCalendarToken(token), createdAt);
    return { ...calendarUrls(this.config.appUrl, token), createdAt };
  }
}

@CommandHandler(RevokeCalendarTokenCommand)
export class RevokeCalendarTokenHandler implements ICommandHandler<RevokeCalendarTokenCommand> {
  constructor(@Inject(DEADLINE_SETTINGS) private readonly settings: DeadlineSettingsStore) {}

  execute({ userId }: RevokeCalendarTokenCommand): Promise<boolean> {
    return this.settings.revokeCalendarToken(userId);
  }
}
