import { Query } from '@nestjs/cqrs';
import type { SavedSearchListResponse } from '../read-model/saved-search.response.js';

/** The owner's saved searches and how many one may have. */
export class ListSavedSearchesQuery extends Query<SavedSearchListResponse> {
  constructor(readonly ownerId: string) {
    super();
  }
}
