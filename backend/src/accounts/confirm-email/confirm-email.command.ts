import { Command } from '@nestjs/cqrs';

/** Confirm an address with the signed token of a confirmation link; answers with the confirmed address. */
export class ConfirmEmailCommand extends Command<string> {
  constructor(readonly token: string) {
    super();
  }
}
