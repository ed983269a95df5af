import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MessageChannel, Worker } from 'node:worker_threads';
import type { EventStore } from '../../../platform/event-store/event-store.port.js';
import type { ThreadPort } from '../../import-runs/portal-thread/protocol.js';
import { CaseEraser, type ErasedBatch, type ErasureRequest } from '../case-eraser.js';
import { CaseStreams } from '../../domain/case-streams.js';
import type { EraserThreadOptions, FromEraserThread, ToEraserThread } from './protocol.js';
import { serveErasures } from './serve-erasures.js';

const WORKER_FILE = new URL('./case-eraser.worker.js', import.meta.url);

/**
 * The main thread's handle on the eraser thread of one cleanup run: a worker thread that does the write side of
 * each batch (`CaseEraser`), so that it overlaps with the projections erasing the previous batch on the API's
 * event loop. Where the worker file is not compiled (tests running the TypeScript sources), the same code serves
 * over an in-thread message channel with the application's own event store: same protocol, no second thread.
 */
export class EraserThread {
  private readonly pending = new Map<number, { resolve: (r: ErasedBatch) => void; reject: (e: Error) => void }>();
  private nextId = 0;
  private closed: (() => void) | null = null;
  private failure: Error | null = null;

  private constructor(
    private readonly port: ThreadPort<FromEraserThread, ToEraserThread>,
    private readonly dispose: () => Promise<void>,
  ) {
    port.on('message', (message) => this.receive(message));
  }

  static start(options: EraserThreadOptions, inThread: { store: EventStore }): EraserThread {
    if (existsSync(fileURLToPath(WORKER_FILE))) {
      const worker = new Worker(WORKER_FILE, { workerData: options, name: 'retention-eraser' });
      const thread = new EraserThread(worker, async () => {
        await worker.terminate();
      });
      worker.on('error', (error) => thread.fail(error));
      worker.on('exit', (code) => thread.fail(new Error(`Lösch-Thread beendet (Exit-Code ${code})`)));
      return thread;
    }
    const { port1, port2 } = new MessageChannel();
    serveErasures(port2, new CaseEraser(inThread.store, new CaseStreams(options.streamNameKey)), async () => undefined);
    return new EraserThread(port1, async () => port1.close());
  }

  /** Erases a batch in the thread; batches are erased in the order they were handed over. */
  erase(request: ErasureRequest): Promise<ErasedBatch> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<ErasedBatch>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.port.postMessage({ type: 'erase', id, request });
    });
  }

  /** Lets the thread finish the batches handed over and close its event store connection, then ends it. */
  async close(): Promise<void> {
    if (!this.failure) {
      const closed = new Promise<void>((resolve) => (this.closed = resolve));
      this.port.postMessage({ type: 'close' });
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 30_000).unref())]);
      this.failure = new Error('Lösch-Thread geschlossen');
    }
    await this.dispose();
  }

  private receive(message: FromEraserThread): void {
    if (message.type === 'closed') return this.closed?.();
    const request = this.pending.get(message.id);
    this.pending.delete(message.id);
    if (message.type === 'erased') request?.resolve(message.result);
    else request?.reject(new Error(message.message));
  }

  private fail(error: Error): void {
    if (this.failure) return;
    this.failure = error;
    for (const request of this.pending.values()) request.reject(error);
    this.pending.clear();
    this.closed?.();
  }
}
