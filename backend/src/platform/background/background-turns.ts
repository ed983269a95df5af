/**
 * Shares a thread's event loop between requests and background loops (projection runners, event-store
 * subscriptions, the new-case feed, the alert matcher). A background loop does its work in slices of about
 * `SLICE_MS` and awaits `backgroundTurn()` before each slice. Turns are granted one per event-loop iteration,
 * first come first served, so however many loops are busy, at most one slice runs between two polls for I/O:
 * a request waits for one slice at most, not for every loop's batch.
 *
 * A `setImmediate` per loop would not do that: every callback queued before the check phase runs in the same
 * iteration, so eight busy loops would hold the event loop for eight slices in a row.
 *
 * Module state is per thread (a worker thread loads its own copy), which is what the turns share.
 */

/** Work per slice. Requests wait at most about this long for background work; each slice of a projection is
 * its own transaction, so smaller slices cost more commits. */
export const SLICE_MS = 5;

/**
 * Work per slice of a loop that is far behind (a projection catching up with thousands of events: a start after a
 * replay, a restart after a crash, a cleanup's erasures). Each slice of a projection is one transaction, and a
 * transaction's commit writes every page it touched: with 5 ms slices a catch-up spent half its time committing
 * (issue #33). A request waits at most one slice, so this bounds what a backlog adds to a request's latency.
 */
export const CATCH_UP_SLICE_MS = 40;

/**
 * A backlog: a read of the log that returns at least `CATCH_UP_EVENTS` events (a 5 ms slice reads about a
 * thousand) and ends at least `CATCH_UP_LAG` positions before the head. The reader and its handler then work in
 * catch-up slices. Not a cleanup's or an import's batches (a few thousand events at the head of the log): with
 * catch-up slices there, /api/health/live waited 40 ms slices in a row during a cleanup (p95 224 ms, issue #33).
 */
export const CATCH_UP_EVENTS = 200;
export const CATCH_UP_LAG = 20_000;

/** Whether a read of `events` events ending at `last`, with the log's head at `head`, found a backlog. */
export function isBacklog(events: number, last: bigint, head: bigint): boolean {
  return events >= CATCH_UP_EVENTS && head - last >= BigInt(CATCH_UP_LAG);
}

/**
 * Whether a read ending at `last` left `CATCH_UP_EVENTS` or more events before the head: still catching up (the
 * tail of a backlog), though perhaps in short slices. A read that reached the head, or nearly, is not behind.
 */
export function isBehind(last: bigint, head: bigint): boolean {
  return head - last >= BigInt(CATCH_UP_EVENTS);
}

const waiting: (() => void)[] = [];
let scheduled = false;
/** Pauses in progress (`pauseBackgroundWork`): no turn is granted while one runs. */
let pauses = 0;

/** Resolves when it is this caller's turn to run one slice of background work. */
export function backgroundTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!scheduled && pauses === 0) {
      scheduled = true;
      setImmediate(grantTurn);
    }
  });
}

/**
 * Runs `work` (something another thread does, awaited here) while no background slice runs on this thread: a
 * slice already running finishes first, later turns wait until `work` settles. Requests go on meanwhile. For
 * work that takes a lock the background loops' writes would wait for synchronously (a TRUNCATE checkpoint of
 * the read-model WAL, an FTS5 merge step).
 *
 * A slice runs in the microtasks after its grant, and a pause may begin among them (the retention cleaner
 * continues when a promise of the projections resolves): `work` therefore starts in the next iteration of the
 * event loop, after those microtasks. Started at once, the checkpoint thread took the write lock while the slice
 * was still to commit, and the slice's `BEGIN IMMEDIATE` waited synchronously (busy timeout) until the
 * checkpoint was done: stalls of 0.8–1.5 s of the event loop during a 100,000-case cleanup (issue #33 item 4).
 */
export async function pauseBackgroundWork<T>(work: () => Promise<T>): Promise<T> {
  pauses++;
  try {
    await new Promise<void>((resolve) => setImmediate(resolve));
    return await work();
  } finally {
    pauses--;
    if (pauses === 0 && waiting.length > 0 && !scheduled) {
      scheduled = true;
      setImmediate(grantTurn);
    }
  }
}

/** The `performance.now()` by which a slice that starts now should stop taking on more work. */
export function sliceDeadline(): number {
  return performance.now() + SLICE_MS;
}

/** The deadline of a slice of a loop that is far behind (`CATCH_UP_SLICE_MS`). */
export function catchUpSliceDeadline(): number {
  return performance.now() + CATCH_UP_SLICE_MS;
}

export function sliceOver(deadline: number): boolean {
  return performance.now() >= deadline;
}

// The slice runs in the microtasks right after this callback, before the loop polls for I/O again; the next
// grant is queued for the next iteration.
function grantTurn(): void {
  if (pauses > 0) {
    scheduled = false; // the pause's end schedules the next grant
    return;
  }
  waiting.shift()?.();
  if (waiting.length > 0) setImmediate(grantTurn);
  else scheduled = false;
}
