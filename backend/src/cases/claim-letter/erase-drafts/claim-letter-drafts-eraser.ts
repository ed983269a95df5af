import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  ACCOUNT_DATA_ERASERS,
  type AccountDataEraser,
  type AccountDataErasers,
} from '../../../platform/account-data/account-data-erasers.js';
import { CLAIM_LETTER_DRAFTS, type ClaimLetterDrafts } from '../drafts/claim-letter-drafts.port.js';

/** An erased account's claim-letter drafts go with it (they are the user's data, docs/DESIGN.md §6). */
@Injectable()
export class ClaimLetterDraftsEraser implements AccountDataEraser, OnModuleInit {
  readonly name = 'claim-letter-drafts';

  constructor(
    @Inject(CLAIM_LETTER_DRAFTS) private readonly drafts: ClaimLetterDrafts,
    @Inject(ACCOUNT_DATA_ERASERS) private readonly erasers: AccountDataErasers,
  ) {}

  onModuleInit(): void {
    this.erasers.register(this);
  }

  async eraseAccountData(userId: string): Promise<void> {
    await this.drafts.removeAllOf(userId);
  }
}
