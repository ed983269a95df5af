/** Entry of the WAL checkpoint thread (node:worker_threads), see wal-checkpoint-thread.ts. */
import { parentPort, workerData } from 'node:worker_threads';
import { checkpointPeriodically } from './checkpoint-periodically.js';

if (parentPort) {
  const port = parentPort;
  const { location, intervalMs } = workerData as { location: string; intervalMs: number };
  const stop = checkpointPeriodically(location, intervalMs);
  port.once('message', () => {
    stop();
    port.close();
  });
}
