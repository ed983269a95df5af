import { Query } from '@nestjs/cqrs';
import type { WatchlistRow } from './parse-watchlist.js';
import type { WatchlistPreviewResponse } from './watchlist.response.js';

/** Checks the rows of an uploaded watchlist against the owner's cap and lists the known cases each matches. */
export class PreviewWatchlistQuery extends Query<WatchlistPreviewResponse> {
  constructor(
    readonly rows: readonly WatchlistRow[],
    readonly ownerId: string,
  ) {
    super();
  }
}
