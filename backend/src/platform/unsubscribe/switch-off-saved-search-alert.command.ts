import { Command } from '@nestjs/cqrs';

/**
 * The alert mails' unsubscribe link calling into the saved searches (which handle it): switch off the e-mail of
 * the saved search the signed link names. A message contract only, so the alerts need no saved-search internals;
 * `not_found` once the saved search was deleted.
 */
export class SwitchOffSavedSearchAlertCommand extends Command<'switched-off' | 'not_found'> {
  constructor(readonly savedSearchId: string) {
    super();
  }
}
