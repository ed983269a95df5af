import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  ACCOUNT_DATA_ERASERS,
  type AccountDataEraser,
  type AccountDataErasers,
} from '../../platform/account-data/account-data-erasers.js';
import { ACCOUNT_ERASURE_ACTOR, deleteUnlessGone } from '../../platform/account-data/account-erasure-actor.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { SavedSearchErasure } from '../delete-saved-search/saved-search-erasure.js';
import { SAVED_SEARCH_QUERIES, type SavedSearchQueries } from '../read-model/saved-search-queries.port.js';
import { SavedSearchCommands } from '../saved-search-commands.js';

/**
 * Saved searches (their names and criteria may name a person) go with the account, each as its user's "Löschen"
 * does: read model, audit record without personal data, hard-deleted stream. Idempotent.
 */
@Injectable()
export class SavedSearchesAccountEraser implements AccountDataEraser, OnModuleInit {
  readonly name = 'saved-searches';

  constructor(
    @Inject(SAVED_SEARCH_QUERIES) private readonly queries: SavedSearchQueries,
    private readonly commands: SavedSearchCommands,
    private readonly erasure: SavedSearchErasure,
    @Inject(ACCOUNT_DATA_ERASERS) private readonly erasers: AccountDataErasers,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.erasers.register(this);
  }

  async eraseAccountData(userId: string): Promise<void> {
    const at = this.clock.now();
    for (const { id } of await this.queries.ofOwner(userId)) {
      await deleteUnlessGone(() =>
        this.commands.run(id, { type: 'DeleteSavedSearch', by: userId, at }, ACCOUNT_ERASURE_ACTOR),
      );
      await this.erasure.erase(id, ACCOUNT_ERASURE_ACTOR, at);
    }
  }
}
