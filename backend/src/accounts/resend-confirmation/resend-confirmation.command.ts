import { Command } from '@nestjs/cqrs';

/** A fresh confirmation link for `userId`'s address awaiting confirmation; answers with that address. */
export class ResendConfirmationCommand extends Command<string> {
  constructor(readonly userId: string) {
    super();
  }
}
