import { existsSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

const WORKER_FILE = new URL('./wal-checkpoint.worker.js', import.meta.url);

/**
 * WAL pages after which a commit on the main thread checkpoints by itself (SQLite's default is 1,000). A bound
 * for a thread that stopped, not for one that is busy: a cleanup erasing 100,000 cases writes about 10 pages per
 * case, and with 10,000 pages here the commits on the event loop kept checkpointing (copying pages back and
 * fsyncing, 50–200 ms each under load) whenever the thread was a little behind.
 */
const FALLBACK_AUTOCHECKPOINT_PAGES = 100_000;
const DEFAULT_AUTOCHECKPOINT_PAGES = 1_000;

/**
 * Moves a database's WAL checkpoints off the thread that writes it. SQLite checkpoints inside the commit that
 * lets the WAL pass 1,000 pages, fsyncs included; on the API's event loop such a commit of the read models
 * took up to 90 ms (measured during an import: about 80 of them per 3,000 notices, 3.4 s in all). Here a
 * worker thread checkpoints every `intervalMs` through its own connection instead, and the writer's own
 * automatic checkpoint stays only as a bound (100,000 pages) in case the thread stops.
 *
 * Where the worker file is not compiled (tests running the TypeScript sources) nothing changes: the writer
 * keeps checkpointing by itself.
 */
export class WalCheckpointThread {
  private readonly exited: Promise<unknown>;

  private constructor(
    private readonly worker: Worker,
    private readonly db: DatabaseSync,
  ) {
    this.exited = new Promise((resolve) => worker.once('exit', resolve));
  }

  static start(
    db: DatabaseSync,
    location: string,
    options: { intervalMs?: number; log?: (message: string) => void } = {},
  ): WalCheckpointThread | null {
    if (location === ':memory:' || !existsSync(fileURLToPath(WORKER_FILE))) return null;
    const worker = new Worker(WORKER_FILE, {
      workerData: { location, intervalMs: options.intervalMs ?? 200 },
      name: 'wal-checkpoints',
    });
    const thread = new WalCheckpointThread(worker, db);
    db.exec(`PRAGMA wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
    worker.on('error', (error) => {
      options.log?.(`WAL checkpoint thread failed (${error.message}); checkpoints run on commit again`);
      thread.restoreAutocheckpoint();
    });
    return thread;
  }

  /** Stops the thread (after a checkpoint in progress) and hands checkpointing back to the writer. */
  async stop(): Promise<void> {
    this.worker.postMessage('stop');
    await this.exited;
    this.restoreAutocheckpoint();
  }

  private restoreAutocheckpoint(): void {
    if (this.db.isOpen) this.db.exec(`PRAGMA wal_autocheckpoint = ${DEFAULT_AUTOCHECKPOINT_PAGES}`);
  }
}
