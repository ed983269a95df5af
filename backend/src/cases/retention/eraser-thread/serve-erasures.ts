import type { ThreadPort } from '../../import-runs/portal-thread/protocol.js';
import type { CaseEraser } from '../case-eraser.js';
import type { FromEraserThread, ToEraserThread } from './protocol.js';

/**
 * The eraser thread's side: erases the batches one after another in the order they came, and closes its event
 * store connection only after the last of them.
 */
export function serveErasures(
  port: ThreadPort<ToEraserThread, FromEraserThread>,
  eraser: CaseEraser,
  close: () => Promise<void>,
): void {
  let queue: Promise<unknown> = Promise.resolve();
  port.on('message', (message) => {
    if (message.type === 'erase') {
      queue = queue.then(() =>
        eraser.erase(message.request).then(
          (result) => port.postMessage({ type: 'erased', id: message.id, result }),
          (error: unknown) =>
            port.postMessage({
              type: 'failed',
              id: message.id,
              message: error instanceof Error ? error.message : String(error),
            }),
        ),
      );
    } else {
      queue = queue.then(() =>
        close().then(
          () => port.postMessage({ type: 'closed' }),
          () => port.postMessage({ type: 'closed' }),
        ),
      );
    }
  });
}
