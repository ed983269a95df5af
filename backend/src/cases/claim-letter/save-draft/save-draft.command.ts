import { Command } from '@nestjs/cqrs';
import type { ClaimLetterForm } from '../letter/claim-letter-form.js';
import type { ClaimLetterDraft } from '../drafts/claim-letter-drafts.port.js';

/** Saves the form as a new draft (`draftId` null) or over the caller's draft of that case. */
export class SaveDraftCommand extends Command<ClaimLetterDraft> {
  constructor(
    readonly userId: string,
    readonly caseId: number,
    readonly draftId: string | null,
    readonly form: ClaimLetterForm,
  ) {
    super();
  }
}
