import type { EventStoreLocation } from '../../../platform/event-store/open-event-store.js';
import type { ErasedBatch, ErasureRequest } from '../case-eraser.js';

/**
 * Messages between the retention cleaner (main thread) and the eraser thread. Plain data only: the thread does
 * the write side of each batch (revision checks, stream deletion, audit append, the event store's fsyncs and WAL
 * truncation) on its own event store connection; the main thread lists the batches, runs the projections and
 * records the run's progress.
 */
export type ToEraserThread =
  { readonly type: 'erase'; readonly id: number; readonly request: ErasureRequest } | { readonly type: 'close' };

export type FromEraserThread =
  | { readonly type: 'erased'; readonly id: number; readonly result: ErasedBatch }
  | { readonly type: 'failed'; readonly id: number; readonly message: string }
  | { readonly type: 'closed' };

export interface EraserThreadOptions {
  /** Its own connection: the SQLite file or the KurrentDB server. */
  readonly eventStore: EventStoreLocation;
  /** The installation's `STREAM_NAME_KEY`: the thread names the case streams it deletes. */
  readonly streamNameKey: string;
}
