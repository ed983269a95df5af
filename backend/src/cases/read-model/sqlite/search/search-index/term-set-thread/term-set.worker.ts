/** Entry of the term-set thread (node:worker_threads), see term-set-thread.ts. */
import { parentPort, workerData } from 'node:worker_threads';
import type { IdListPort } from './protocol.js';
import { openIdListReader, serveIdLists } from './serve-id-lists.js';

if (parentPort) {
  serveIdLists(parentPort as unknown as IdListPort, openIdListReader((workerData as { location: string }).location));
}
