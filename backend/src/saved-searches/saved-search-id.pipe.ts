import { NotFoundException, ParseUUIDPipe } from '@nestjs/common';
import { SavedSearchNotFound } from './domain/errors.js';

/** Saved-search ids are UUIDs; anything else names no saved search and gets the same 404 as an unknown id. */
export const savedSearchIdPipe = new ParseUUIDPipe({
  exceptionFactory: () =>
    new NotFoundException({ message: new SavedSearchNotFound().message, code: 'saved_search_not_found' }),
});
