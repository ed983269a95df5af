import { Command } from '@nestjs/cqrs';
import type { Caller } from '../../platform/http/caller.js';
import type { SavedSearchView } from '../read-model/saved-search.view.js';
import type { CreateSavedSearchRequest } from '../saved-search.request.js';

/** A new saved search of the caller (the request as validated); answers with it as the list shows it. */
export class CreateSavedSearchCommand extends Command<SavedSearchView> {
  constructor(
    readonly request: CreateSavedSearchRequest,
    readonly caller: Caller,
  ) {
    super();
  }
}
