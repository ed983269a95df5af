import { randomUUID } from 'node:crypto';
import { ConflictException, Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../platform/clock/clock.js';
import { CASE_QUERIES, type CaseQueries } from '../../read-model/case-queries.port.js';
import {
  CLAIM_LETTER_DRAFTS,
  type ClaimLetterDraft,
  type ClaimLetterDrafts,
} from '../drafts/claim-letter-drafts.port.js';
import { draftNotFound } from '../drafts/draft-id.pipe.js';
import { SaveDraftCommand } from './save-draft.command.js';

/** Enough for every case a creditor is working on; a bound so that nobody fills the store. */
export const MAX_DRAFTS_PER_USER = 50;

@CommandHandler(SaveDraftCommand)
export class SaveDraftHandler implements ICommandHandler<SaveDraftCommand> {
  constructor(
    @Inject(CLAIM_LETTER_DRAFTS) private readonly drafts: ClaimLetterDrafts,
    @Inject(CASE_QUERIES) private readonly cases: CaseQueries,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, caseId, draftId, form }: SaveDraftCommand): Promise<ClaimLetterDraft> {
    const now = this.clock.now().toISOString();
    if (draftId !== null) {
      const existing = await this.drafts.get(userId, draftId);
      if (!existing || existing.caseId !== caseId) throw draftNotFound();
      const updated = { ...existing, form, updatedAt: now };
      await this.drafts.save(updated);
      return updated;
    }
    if (!(await this.cases.getCase(caseId))) throw new NotFoundException('Fall nicht gefunden');
    if ((await this.drafts.countOf(userId)) >= MAX_DRAFTS_PER_USER) {
      throw new ConflictException({
        message: `Sie können höchstens ${MAX_DRAFTS_PER_USER} Entwürfe speichern. Bitte löschen Sie einen nicht mehr benötigten Entwurf.`,
        code: 'too_many_drafts',
      });
    }
    const draft: ClaimLetterDraft = { id: randomUUID(), userId, caseId, form, createdAt: now, updatedAt: now };
    await this.drafts.save(draft);
    return draft;
  }
}
