import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLAIM_LETTER_DRAFTS, type ClaimLetterDrafts } from '../drafts/claim-letter-drafts.port.js';
import { draftNotFound } from '../drafts/draft-id.pipe.js';
import { DeleteDraftCommand } from './delete-draft.command.js';

/** Deletes the caller's draft for good (no audit record: it never was anything but the caller's own text). */
@CommandHandler(DeleteDraftCommand)
export class DeleteDraftHandler implements ICommandHandler<DeleteDraftCommand> {
  constructor(@Inject(CLAIM_LETTER_DRAFTS) private readonly drafts: ClaimLetterDrafts) {}

  async execute({ userId, caseId, draftId }: DeleteDraftCommand): Promise<void> {
    const draft = await this.drafts.get(userId, draftId);
    if (!draft || draft.caseId !== caseId) throw draftNotFound();
    await this.drafts.remove(userId, draftId);
  }
}
