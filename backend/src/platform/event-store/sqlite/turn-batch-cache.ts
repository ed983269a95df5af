import type { RecordedEvent } from '../event.js';

/**
 * The subscriptions of a process (every projection, the new-case feed) read the same batches of the log one
 * after another, each in its own turn of the event loop (`PollingSubscription`). Within one turn the first read
 * of a batch is shared by the others, so that an event is read and parsed once instead of once per subscriber
 * (a cleanup's thousands of erasure events went through nine JSON parses each). Events are readonly objects.
 *
 * Kept for the current turn only and dropped by every write of this process; an empty batch is never kept, so a
 * caught-up subscriber always sees what another process appends.
 */
export class TurnBatchCache {
  private entry: { after: bigint; maxCount: number; events: RecordedEvent[] } | undefined;
  private clearing: NodeJS.Immediate | undefined;

  read(after: bigint, maxCount: number, load: () => RecordedEvent[]): RecordedEvent[] {
    const entry = this.entry;
    if (entry && entry.after === after && entry.maxCount === maxCount) return entry.events;
    const events = load();
    if (events.length > 0) {
      this.entry = { after, maxCount, events };
      this.clearing ??= setImmediate(() => this.clear());
    }
    return events;
  }

  clear(): void {
    this.entry = undefined;
    if (this.clearing) clearImmediate(this.clearing);
    this.clearing = undefined;
  }
}
