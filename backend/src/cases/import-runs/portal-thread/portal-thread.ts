import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MessageChannel, Worker } from 'node:worker_threads';
import type { ImportCaseHandler } from '../../import-case/import-case.handler.js';
import type { Clock } from '../../../platform/clock/clock.js';
import type {
  DayImportResult,
  DayProgress,
  ReconciliationMessage,
  FromPortalThread,
  PortalThreadOptions,
  ThreadPort,
  ToPortalThread,
} from './protocol.js';
import { RequestBudgetSpent } from './request-meter.js';
import { serveDayImports } from './serve-day-imports.js';

const WORKER_FILE = new URL('./day-import.worker.js', import.meta.url);

/**
 * The main thread's handle on the portal thread of one import run: a worker thread that fetches, parses and
 * records the notices, so that the API's event loop only serves requests and runs the projections. Where the
 * worker file is not compiled (tests running the TypeScript sources), the same code serves over an in-thread
 * message channel with the application's own ImportCase handler: same protocol, only without the second thread.
 */
export class PortalThread {
  private day: {
    resolve: (result: DayImportResult) => void;
    reject: (error: unknown) => void;
    onProgress: (progress: DayProgress) => void;
  } | null = null;
  private closed: (() => void) | null = null;
  private failure: Error | null = null;

  private constructor(
    private readonly port: ThreadPort<FromPortalThread, ToPortalThread>,
    private readonly dispose: () => Promise<void>,
  ) {
    port.on('message', (message) => this.receive(message));
  }

  static start(options: PortalThreadOptions, inThread: { importCase: ImportCaseHandler; clock: Clock }): PortalThread {
    if (existsSync(fileURLToPath(WORKER_FILE))) {
      const worker = new Worker(WORKER_FILE, { workerData: options, name: 'portal-import' });
      const thread = new PortalThread(worker, async () => {
        await worker.terminate();
      });
      worker.on('error', (error) => thread.fail(error));
      worker.on('exit', (code) => thread.fail(new Error(`Import-Thread beendet (Exit-Code ${code})`)));
      return thread;
    }
    const { port1, port2 } = new MessageChannel();
    serveDayImports(
      port2,
      options,
      inThread.importCase,
      async () => undefined,
      () => inThread.clock.now(),
    );
    return new PortalThread(port1, async () => port1.close());
  }

  /**
   * Imports `day` in the portal thread, telling `onProgress` where it stands every few notices; rejects with
   * `signal.reason` when the run is aborted, and with RequestBudgetSpent when `requestLimit` was reached.
   */
  importDay(
    day: string,
    runId: string,
    known: ReadonlySet<string>,
    signal: AbortSignal,
    onProgress: (progress: DayProgress) => void = () => undefined,
    requestLimit: number | null = null,
    reconciliation?: ReconciliationMessage,
  ): Promise<DayImportResult> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.day) return Promise.reject(new Error('the portal thread imports one day at a time'));
    signal.throwIfAborted();
    const onAbort = () => this.port.postMessage({ type: 'abort', message: describe(signal.reason) });
    signal.addEventListener('abort', onAbort, { once: true });
    return new Promise<DayImportResult>((resolve, reject) => {
      this.day = { resolve, reject, onProgress };
      this.port.postMessage({ type: 'importDay', day, runId, known: [...known], requestLimit, reconciliation });
    })
      .finally(() => {
        signal.removeEventListener('abort', onAbort);
        this.day = null;
      })
      .catch((error: unknown) => {
        // The thread reports an abort as a message: hand the caller its own abort reason, as the client does.
        throw signal.aborted ? signal.reason : error;
      });
  }

  /** Lets the thread close its event store connection, then ends it. */
  async close(): Promise<void> {
    if (!this.failure) {
      const closed = new Promise<void>((resolve) => (this.closed = resolve));
      this.port.postMessage({ type: 'close' });
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
      this.failure = new Error('Import-Thread geschlossen');
    }
    await this.dispose();
  }

  private receive(message: FromPortalThread): void {
    if (message.type === 'progress') this.day?.onProgress(message.progress);
    else if (message.type === 'dayDone') this.day?.resolve(message.result);
    else if (message.type === 'dayFailed') {
      this.day?.reject(
        message.budgetSpent ? new RequestBudgetSpent(message.requests ?? 0) : new Error(message.message),
      );
    } else this.closed?.();
  }

  private fail(error: Error): void {
    if (this.failure) return;
    this.failure = error;
    this.day?.reject(error);
    this.closed?.();
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
