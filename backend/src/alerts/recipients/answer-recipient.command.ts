import { Command } from '@nestjs/cqrs';

/** The addressee answers a confirmation mail through its signed link (confirm only before the link expires). */
export class AnswerRecipientCommand extends Command<void> {
  constructor(
    readonly recipientKey: string,
    readonly decision: 'confirm' | 'refuse',
    readonly linkExpiresAt: Date,
  ) {
    super();
  }
}
