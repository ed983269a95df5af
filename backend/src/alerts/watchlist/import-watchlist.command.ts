import { Command } from '@nestjs/cqrs';
import type { Caller } from '../../platform/http/caller.js';
import type { DeliveryMode } from '../domain/delivery-mode.js';
import type { WatchlistRow } from './parse-watchlist.js';
import type { WatchlistImportResponse } from './watchlist.response.js';

/** Creates one subscription to `email` per valid row within the owner's cap; reports the rows it skipped. */
export class ImportWatchlistCommand extends Command<WatchlistImportResponse> {
  constructor(
    readonly rows: readonly WatchlistRow[],
    readonly email: string,
    readonly caller: Caller,
    /** Issue #30: the delivery mode of every subscription the list creates. */
    readonly mode: DeliveryMode = 'täglich',
  ) {
    super();
  }
}
