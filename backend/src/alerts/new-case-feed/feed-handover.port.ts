/**
 * What the new-case feed keeps beside the runner's checkpoint. It once kept its own checkpoint (before it became
 * a reactor on the projections' runner): on its first start as a reactor it continues from there instead of
 * publishing the whole log again. It records the position of the last message it published, against which the
 * matcher's committed position shows the matcher's lag (the matcher may run in another process, issue #15).
 */
export const FEED_HANDOVER = Symbol('FEED_HANDOVER');

export interface FeedHandover {
  /** The position the feed had relayed up to under its own checkpoint (undefined: none kept). */
  previousCheckpoint(): Promise<bigint | undefined>;
  /** After the bus accepted a batch: the position of its last message (never moves back). */
  recordPublished(position: bigint): Promise<void>;
}
