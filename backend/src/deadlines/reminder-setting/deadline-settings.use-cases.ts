import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler, type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DEFAULT_REMINDER_DAYS, normaliseReminderDays } from '../domain/reminder-rules.js';
import { DEADLINE_SETTINGS, type DeadlineSettingsStore } from '../settings/deadline-settings.port.js';
import type { DeadlineSettingsResponse } from './deadline-settings.response.js';

export class GetDeadlineSettingsQuery extends Query<DeadlineSettingsResponse> {
  constructor(readonly userId: string) {
    super();
  }
}

export class SetReminderDaysCommand extends Command<DeadlineSettingsResponse> {
  constructor(
    readonly userId: string,
    readonly reminderDays: readonly number[],
  ) {
    super();
  }
}

async function settingsView(store: DeadlineSettingsStore, userId: string): Promise<DeadlineSettingsResponse> {
  const settings = await store.settingsOf(userId);
  return {
    reminderDays: [...(settings.reminderDays ?? DEFAULT_REMINDER_DAYS)],
    reminderDaysDefault: settings.reminderDays === null,
    calendarLinkCreatedAt: settings.calendarTokenCreatedAt,
  };
}

@QueryHandler(GetDeadlineSettingsQuery)
export class GetDeadlineSettingsHandler implements IQueryHandler<GetDeadlineSettingsQuery> {
  constructor(@Inject(DEADLINE_SETTINGS) private readonly settings: DeadlineSettingsStore) {}

  execute({ userId }: GetDeadlineSettingsQuery): Promise<DeadlineSettingsResponse> {
    return settingsView(this.settings, userId);
  }
}

@CommandHandler(SetReminderDaysCommand)
export class SetReminderDaysHandler implements ICommandHandler<SetReminderDaysCommand> {
  constructor(@Inject(DEADLINE_SETTINGS) private readonly settings: DeadlineSettingsStore) {}

  async execute({ userId, reminderDays }: SetReminderDaysCommand): Promise<DeadlineSettingsResponse> {
    await this.settings.setReminderDays(userId, normaliseReminderDays(reminderDays));
    return settingsView(this.settings, userId);
  }
}
