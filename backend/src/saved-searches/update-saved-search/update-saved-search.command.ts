import { Command } from '@nestjs/cqrs';
import type { Caller } from '../../platform/http/caller.js';
import type { SavedSearchView } from '../read-model/saved-search.view.js';
import type { UpdateSavedSearchRequest } from '../saved-search.request.js';

/** Changes the caller's saved search `id` (only the fields given); answers with it as it now reads. */
export class UpdateSavedSearchCommand extends Command<SavedSearchView> {
  constructor(
    readonly id: string,
    readonly request: UpdateSavedSearchRequest,
    readonly caller: Caller,
  ) {
    super();
  }
}
