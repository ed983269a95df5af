import type { EventStore } from '../../platform/event-store/event-store.port.js';
import type { MessageBus } from '../../platform/message-bus/message-bus.port.js';
import { LAG_COUNT_LIMIT } from '../../platform/projections-host/projections-host.port.js';
import { NEW_CASES_TOPIC } from '../new-case-feed/new-case-message.js';
import type { MatcherParking } from '../read-model/ports/matcher-parking.port.js';
import { MATCHER_GROUP } from './alert-matcher.js';

/**
 * How far the alerts are behind the event log, in two parts:
 * - `unpublished`: events of the log the new-case feed has not relayed yet (every event counts, so an upper bound
 *   of the cases among them; null where this process cannot see the feed, as in the alerts worker);
 * - `unmatched`: feed messages the matcher has neither handled nor parked. On a bus that keeps messages (Kafka)
 *   the bus counts them over every partition, so a partition that waits (a slow or failed member of the
 *   consumer group) shows even when another partition got further. On the in-process bus (one ordered stream,
 *   delivered while the feed publishes) the matcher's committed position against the feed's last published one
 *   is exact: the log's events between the two.
 * `behind` is their sum: 0 when every case in the log has reached the matches.
 */
export interface MatcherLag {
  /** The highest global position the matcher committed (on Kafka the furthest partition's). */
  readonly matcherPosition: bigint;
  /** The global position of the feed's last published message. */
  readonly feedPosition: bigint;
  readonly unpublished: number | null;
  readonly unmatched: number;
  readonly behind: number;
}

export interface MatcherLagSources {
  readonly matches: Pick<MatcherParking, 'progress'>;
  readonly store: Pick<EventStore, 'countAfter'>;
  readonly bus: Pick<MessageBus, 'deliveredOnPublish' | 'unconfirmed'>;
  /** Events the feed has not relayed yet; absent where the process does not know the feed. */
  readonly feed?: { unpublished(): Promise<number> };
}

export async function matcherLag(sources: MatcherLagSources): Promise<MatcherLag> {
  const { matcherPosition, feedPosition } = await sources.matches.progress();
  const [unmatched, unpublished] = await Promise.all([
    sources.bus.deliveredOnPublish
      ? eventsBetween(sources.store, matcherPosition, feedPosition)
      : sources.bus.unconfirmed(NEW_CASES_TOPIC, MATCHER_GROUP),
    sources.feed ? sources.feed.unpublished() : Promise.resolve(null),
  ]);
  return { matcherPosition, feedPosition, unpublished, unmatched, behind: unmatched + (unpublished ?? 0) };
}

/**
 * The log's events after the matcher's position up to the feed's (at least 1 when the feed is further), counted up
 * to `LAG_COUNT_LIMIT`: the health reports ask this on every readiness probe (two counts to the end of the log each
 * before, however far behind the matcher was).
 */
async function eventsBetween(
  store: Pick<EventStore, 'countAfter'>,
  matcherPosition: bigint,
  feedPosition: bigint,
): Promise<number> {
  if (matcherPosition >= feedPosition) return 0;
  const between = await store.countAfter(matcherPosition, { until: feedPosition, atMost: LAG_COUNT_LIMIT });
  return Math.max(1, between);
}
