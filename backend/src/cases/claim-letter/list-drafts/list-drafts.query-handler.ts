import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  CLAIM_LETTER_DRAFTS,
  type ClaimLetterDraft,
  type ClaimLetterDrafts,
} from '../drafts/claim-letter-drafts.port.js';
import { draftNotFound } from '../drafts/draft-id.pipe.js';
import { GetDraftQuery, ListDraftsQuery } from './list-drafts.query.js';

@QueryHandler(ListDraftsQuery)
export class ListDraftsHandler implements IQueryHandler<ListDraftsQuery> {
  constructor(@Inject(CLAIM_LETTER_DRAFTS) private readonly drafts: ClaimLetterDrafts) {}

  execute({ userId, caseId }: ListDraftsQuery): Promise<ClaimLetterDraft[]> {
    return this.drafts.listOfCase(userId, caseId);
  }
}

/** One draft of the caller; someone else's, another case's or an unknown id: the same 404. */
@QueryHandler(GetDraftQuery)
export class GetDraftHandler implements IQueryHandler<GetDraftQuery> {
  constructor(@Inject(CLAIM_LETTER_DRAFTS) private readonly drafts: ClaimLetterDrafts) {}

  async execute({ userId, caseId, draftId }: GetDraftQuery): Promise<ClaimLetterDraft> {
    const draft = await this.drafts.get(userId, draftId);
    if (!draft || draft.caseId !== caseId) throw draftNotFound();
    return draft;
  }
}
