// The alert matcher's work on one batch of new-case messages, through its ports, as AlertMatcher.handleBatch
// does it: skip what was handled, match the rest in one candidate read, record them in one transaction.
import { noticeMatchesOfBatch } from '@insolvenz/backend/alerts/matcher/notice-matches.js';

export const MATCHED_AT = '2026-11-21T07:00:00.000Z';

/** Matches and records a batch of case notices; answers the number of matches recorded. */
export async function matchBatch(store, queries, messages) {
  const done = await store.processed(messages.map((message) => message.eventId));
  const writes = await noticeMatchesOfBatch(
    queries,
    messages.filter((message) => !done.has(message.eventId)),
  );
  const failed = await store.recordAll(writes, MATCHED_AT);
  if (failed.length > 0) throw new Error(`${failed.length} notices not recorded`);
  return writes.reduce((n, write) => n + write.subscriptionIds.length, 0);
}
