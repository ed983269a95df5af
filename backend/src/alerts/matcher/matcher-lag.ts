import type { EventStore } from '../../platform/event-store/event-store.port.js';
import type { AlertMatchStore } from '../read-model/alert-match-store.port.js';

/**
 * How far the matcher's committed work is behind the new-case feed: the highest global position it committed,
 * the position of the feed's last published message, and the events of the log between the two (an upper
 * bound of the case messages still to match; 0 when it has caught up). With one ordered stream (the in-process
 * bus) the committed position is a watermark; with several Kafka partitions it is the furthest partition, so
 * a slower partition shows in the bus's consumer lag per partition, not here.
 */
export interface MatcherLag {
  readonly matcherPosition: bigint;
  readonly feedPosition: bigint;
  readonly behind: number;
}

export async function matcherLag(
  matches: Pick<AlertMatchStore, 'progress'>,
  store: Pick<EventStore, 'countAfter'>,
): Promise<MatcherLag> {
  const { matcherPosition, feedPosition } = await matches.progress();
  if (matcherPosition >= feedPosition) return { matcherPosition, feedPosition, behind: 0 };
  const behind = (await store.countAfter(matcherPosition)) - (await store.countAfter(feedPosition));
  return { matcherPosition, feedPosition, behind: Math.max(1, behind) };
}
