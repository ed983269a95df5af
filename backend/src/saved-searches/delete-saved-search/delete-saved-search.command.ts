import { Command } from '@nestjs/cqrs';

/** Delete (erase) one's own saved search; only an audit record without personal data remains. */
export class DeleteSavedSearchCommand extends Command<void> {
  constructor(
    readonly savedSearchId: string,
    readonly ownerId: string,
  ) {
    super();
  }
}
