/** Entry of the portal thread (node:worker_threads), see serve-day-imports.ts. */
import { parentPort, workerData } from 'node:worker_threads';
import { shiftedClock, systemClock } from '../../../platform/clock/clock.js';
import { openEventStore } from '../../../platform/event-store/open-event-store.js';
import { CaseStreams } from '../../domain/case-streams.js';
import { ImportCaseHandler } from '../../import-case/import-case.handler.js';
import type { FromPortalThread, PortalThreadOptions, ThreadPort, ToPortalThread } from './protocol.js';
import { serveDayImports } from './serve-day-imports.js';

if (parentPort) {
  const options = workerData as PortalThreadOptions;
  // Its own connection to the event store. SQLite: appends are BEGIN IMMEDIATE transactions, safe next to the
  // main thread's connection (and other processes); the main thread's projections pick them up by polling.
  const store = await openEventStore(options.eventStore);
  const clock = shiftedClock(systemClock, options.clockOffsetDays);
  serveDayImports(
    parentPort as ThreadPort<ToPortalThread, FromPortalThread>,
    options,
    new ImportCaseHandler(store, clock, new CaseStreams(options.streamNameKey)),
    () => store.close(),
    () => clock.now(),
  );
}
