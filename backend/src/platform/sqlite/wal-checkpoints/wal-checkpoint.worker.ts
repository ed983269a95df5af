/** Entry of the WAL checkpoint thread (node:worker_threads), see wal-checkpoint-thread.ts. */
import { parentPort, workerData } from 'node:worker_threads';
import { checkpointPeriodically } from './checkpoint-periodically.js';

if (parentPort) {
  const port = parentPort;
  const { location, intervalMs, restartPages } = workerData as {
    location: string;
    intervalMs: number;
    restartPages: number;
  };
  // Past `restartPages` frames the main thread is told, after each periodic checkpoint, so that it pauses its
  // writers for a `restart` (wal-checkpoint-thread.ts).
  const checkpoints = checkpointPeriodically(location, intervalMs, (frames) => {
    if (frames >= restartPages) port.postMessage({ walFrames: frames });
  });
  type Message =
    | 'stop'
    | { readonly id: number; readonly truncate: number }
    | { readonly id: number; readonly restart: true }
    | { readonly id: number; readonly write: string; readonly params: (string | number | null)[] }
    | { readonly id: number; readonly exec: string };
  port.on('message', (message: Message) => {
    if (message === 'stop') {
      checkpoints();
      port.close();
      return;
    }
    try {
      const result =
        'truncate' in message
          ? checkpoints.truncate(message.truncate)
          : 'restart' in message
            ? checkpoints.restart()
            : 'exec' in message
              ? (checkpoints.exec(message.exec), true)
              : checkpoints.write(message.write, message.params);
      port.postMessage({ id: message.id, result });
    } catch (error) {
      port.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
    }
  });
}
