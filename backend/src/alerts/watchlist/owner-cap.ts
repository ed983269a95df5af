import type { SubscriptionQueries } from '../read-model/subscription-queries.port.js';
import type { WatchlistRow } from './parse-watchlist.js';
import { capRows } from './subscription-cap.js';

/** The rows with the owner's cap applied, counted once in the read model for the whole file. */
export async function cappedForOwner(
  rows: readonly WatchlistRow[],
  ownerId: string,
  queries: SubscriptionQueries,
  limit: number,
): Promise<{ rows: WatchlistRow[]; limit: number; remaining: number; count: number }> {
  const count = await queries.countOfOwner(ownerId);
  const remaining = Math.max(0, limit - count);
  return { rows: capRows(rows, remaining, limit), limit, remaining, count };
}
