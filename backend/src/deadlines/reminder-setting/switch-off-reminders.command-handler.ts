import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { SwitchOffDeadlineRemindersCommand } from '../../platform/unsubscribe/switch-off-deadline-reminders.command.js';
import { AccountContactQuery } from '../../platform/watched-cases/account-contact.query.js';
import { DEADLINE_SETTINGS, type DeadlineSettingsStore } from '../settings/deadline-settings.port.js';

/**
 * The unsubscribe link of a reminder mail: reminders off, as choosing none under "Meine Fristen" does. Nothing is
 * written for an unknown or erased account (no settings row that would outlive its erasure).
 */
@CommandHandler(SwitchOffDeadlineRemindersCommand)
export class SwitchOffDeadlineRemindersHandler implements ICommandHandler<SwitchOffDeadlineRemindersCommand> {
  constructor(
    @Inject(DEADLINE_SETTINGS) private readonly settings: DeadlineSettingsStore,
    private readonly queries: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId }: SwitchOffDeadlineRemindersCommand): Promise<'switched-off' | 'not_found'> {
    if ((await this.queries.execute(new AccountContactQuery(userId, this.clock.now()))) === null) return 'not_found';
    await this.settings.setReminderDays(userId, []);
    return 'switched-off';
  }
}
