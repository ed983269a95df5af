import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SAVED_SEARCHES_MAX } from '../domain/saved-search-rules.js';
import { SAVED_SEARCH_QUERIES, type SavedSearchQueries } from '../read-model/saved-search-queries.port.js';
import type { SavedSearchListResponse } from '../read-model/saved-search.response.js';
import { ListSavedSearchesQuery } from './list-saved-searches.query.js';

@QueryHandler(ListSavedSearchesQuery)
export class ListSavedSearchesHandler implements IQueryHandler<ListSavedSearchesQuery> {
  constructor(@Inject(SAVED_SEARCH_QUERIES) private readonly queries: SavedSearchQueries) {}

  async execute({ ownerId }: ListSavedSearchesQuery): Promise<SavedSearchListResponse> {
    return { items: await this.queries.ofOwner(ownerId), max: SAVED_SEARCHES_MAX };
  }
}
