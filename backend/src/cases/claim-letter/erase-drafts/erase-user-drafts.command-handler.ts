import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EraseUserDocumentsCommand } from '../../../platform/retention/erase-user-documents.command.js';
import { CLAIM_LETTER_DRAFTS, type ClaimLetterDrafts } from '../drafts/claim-letter-drafts.port.js';

/** An erased account's drafts go with it (they are the user's data, docs/DESIGN.md §6). */
@CommandHandler(EraseUserDocumentsCommand)
export class EraseUserDraftsHandler implements ICommandHandler<EraseUserDocumentsCommand> {
  constructor(@Inject(CLAIM_LETTER_DRAFTS) private readonly drafts: ClaimLetterDrafts) {}

  async execute({ userId }: EraseUserDocumentsCommand): Promise<{ erased: number }> {
    return { erased: await this.drafts.removeAllOf(userId) };
  }
}
