import { Command } from '@nestjs/cqrs';

/**
 * The unsubscribe link of a reminder mail calling into "Meine Fristen" (which handles it): no more deadline
 * reminders for this user (the setting "keine Erinnerungen"). `not_found` when the account is gone.
 */
export class SwitchOffDeadlineRemindersCommand extends Command<'switched-off' | 'not_found'> {
  constructor(readonly userId: string) {
    super();
  }
}
