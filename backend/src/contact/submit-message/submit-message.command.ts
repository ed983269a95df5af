import { Command } from '@nestjs/cqrs';
import type { ContactSubmission } from '../domain/contact-rules.js';

/** A visitor's message from the contact form; answers with the new message's id. */
export class SubmitMessageCommand extends Command<{ id: string }> {
  constructor(readonly submission: ContactSubmission) {
    super();
  }
}
