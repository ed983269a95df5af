import { Command } from '@nestjs/cqrs';

/** Erase a contact message (the admin's "delete"): only an audit record without personal data remains. */
export class DeleteMessageCommand extends Command<void> {
  constructor(
    readonly messageId: string,
    readonly adminId: string,
  ) {
    super();
  }
}
