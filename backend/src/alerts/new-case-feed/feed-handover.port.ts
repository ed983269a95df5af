/**
 * The new-case feed once kept its own checkpoint (before it became a reactor on the projections' runner). On
 * its first start as a reactor it continues from there instead of publishing the whole log again.
 */
export const FEED_HANDOVER = Symbol('FEED_HANDOVER');

export interface FeedHandover {
  /** The position the feed had relayed up to under its own checkpoint (undefined: none kept). */
  previousCheckpoint(): Promise<bigint | undefined>;
}
