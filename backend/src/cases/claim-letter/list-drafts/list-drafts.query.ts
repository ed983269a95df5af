import { Query } from '@nestjs/cqrs';
import type { ClaimLetterDraft } from '../drafts/claim-letter-drafts.port.js';

/** The caller's drafts of a case, the last changed first; or one of them (`draftId`). */
export class ListDraftsQuery extends Query<ClaimLetterDraft[]> {
  constructor(
    readonly userId: string,
    readonly caseId: number,
  ) {
    super();
  }
}

export class GetDraftQuery extends Query<ClaimLetterDraft> {
  constructor(
    readonly userId: string,
    readonly caseId: number,
    readonly draftId: string,
  ) {
    super();
  }
}
