/** Entry of the eraser thread (node:worker_threads), see eraser-thread.ts. */
import { parentPort, workerData } from 'node:worker_threads';
import { openEventStore } from '../../../platform/event-store/open-event-store.js';
import type { ThreadPort } from '../../import-runs/portal-thread/protocol.js';
import { CaseStreams } from '../../domain/case-streams.js';
import { CaseEraser } from '../case-eraser.js';
import type { EraserThreadOptions, FromEraserThread, ToEraserThread } from './protocol.js';
import { serveErasures } from './serve-erasures.js';

if (parentPort) {
  const options = workerData as EraserThreadOptions;
  // Its own connection to the event store. SQLite: deletions and appends are BEGIN IMMEDIATE transactions, safe
  // next to the main thread's connection (and other processes); the main thread's projections pick the audit
  // records up by polling. KurrentDB: a client of its own; the main thread's subscription sees the writes.
  const store = await openEventStore(options.eventStore);
  serveErasures(
    parentPort as ThreadPort<ToEraserThread, FromEraserThread>,
    new CaseEraser(store, new CaseStreams(options.streamNameKey)),
    () => store.close(),
  );
}
