import { existsSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { pauseBackgroundWork } from '../../background/background-turns.js';
import { checkpointAndTruncateWal } from '../open-database.js';

const WORKER_FILE = new URL('./wal-checkpoint.worker.js', import.meta.url);

/**
 * WAL pages after which a commit on the main thread checkpoints by itself (SQLite's default is 1,000). A bound
 * for a thread that stopped, not for one that is busy: a cleanup erasing 100,000 cases writes about 10 pages per
 * case, and with 10,000 pages here the commits on the event loop kept checkpointing (copying pages back and
 * fsyncing, 50–200 ms each under load) whenever the thread was a little behind. Twice `RESTART_PAGES`, so that
 * while the thread runs no commit on the event loop ever checkpoints.
 */
const FALLBACK_AUTOCHECKPOINT_PAGES = 200_000;
const DEFAULT_AUTOCHECKPOINT_PAGES = 1_000;

/**
 * WAL frames (pages) past which the WAL is started over from its first frame, off the event loop. SQLite starts
 * a WAL over only in a write whose snapshot found every frame copied into the file; under a steady writer (a
 * cleanup writes about 25,000 pages a second) the periodic checkpoint rarely finds that moment, the WAL grew to
 * 110,000–150,000 pages (600 MB), and past the fallback (then 100,000) every commit on the event loop
 * checkpointed by itself: 120–260 ms each, the longest stretches of a 100,000-case cleanup (issue #33 item 4).
 * Here, past this many frames, the event loop's background writers pause while the thread copies the rest and
 * writes the WAL's first frame itself (with the header's fsync); requests go on meanwhile. 100,000: the WAL no
 * larger than it was allowed to grow before; each pause holds the background work for 5–420 ms (about 20 in a
 * 100,000-case cleanup, 16 in a 200,000-event catch-up); 50,000 made twice as many.
 */
const RESTART_PAGES = 100_000;
/** Further frames after a restart that did not start the WAL over, before the next try. */
const RESTART_RETRY_PAGES = 10_000;

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
  private static readonly byDatabase = new WeakMap<DatabaseSync, WalCheckpointThread>();
  private readonly exited: Promise<unknown>;
  private readonly requests = new Map<number, { resolve: (result: never) => void; reject: (e: Error) => void }>();
  private nextRequest = 0;
  /** A restart (`RESTART_PAGES`) asked for and not yet done: the thread reports the size every interval. */
  private restarting = false;
  /**
   * After a restart that could not start the WAL over (a writer in another process, a reader's snapshot), the
   * next one waits until the WAL has grown by `RESTART_RETRY_PAGES` more, so that such a writer does not keep
   * this thread's background work paused every interval.
   */
  private restartFrom = RESTART_PAGES;

  private constructor(
    private readonly worker: Worker,
    private readonly db: DatabaseSync,
  ) {
    this.exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.on('message', (message: { id: number; result?: never; error?: string } | { walFrames: number }) => {
      if ('walFrames' in message) return this.restart(message.walFrames);
      const { id, result, error } = message;
      const request = this.requests.get(id);
      this.requests.delete(id);
      if (error !== undefined) request?.reject(new Error(error));
      else request?.resolve(result as never);
    });
    void this.exited.then(() => {
      for (const request of this.requests.values()) request.reject(new Error('the WAL checkpoint thread stopped'));
      this.requests.clear();
    });
  }

  /**
   * Truncates the WAL of `db` (a TRUNCATE checkpoint: every frame into the file, the WAL cut to zero bytes, so
   * no old frame of erased data survives) without holding up the event loop: the checkpoint thread runs it
   * through its own connection while this thread's background work (projections, the matcher: the writers of
   * the file) pauses, so no write transaction here waits synchronously for the checkpoint's write lock;
   * requests are served meanwhile. On the event loop, a TRUNCATE checkpoint (copying back and two fsyncs)
   * stood still for up to 0.6 s during a 100,000-case cleanup (issue #33). Where no thread runs (tests on the
   * TypeScript sources, `:memory:`), the checkpoint runs here as before. `attempts`: how often to wait 20 ms
   * for readers. False when readers stayed busy.
   */
  static truncate(db: DatabaseSync, attempts: number): Promise<boolean> {
    const thread = WalCheckpointThread.byDatabase.get(db);
    if (!thread) return Promise.resolve(checkpointAndTruncateWal(db, attempts));
    return pauseBackgroundWork(() =>
      thread.request<boolean>({ truncate: attempts }).catch(() => checkpointAndTruncateWal(db, attempts)),
    );
  }

  /**
   * Runs one write statement on `db`'s file in the checkpoint thread, this thread's background work paused
   * meanwhile (as `truncate`): for maintenance that writes many pages at once (an FTS5 merge step took up to
   * 0.76 s of the event loop at the end of a 100,000-case cleanup). Resolves with the rows it changed, or with
   * undefined where no thread runs: the caller then runs the statement itself.
   */
  static writeOffTheLoop(
    db: DatabaseSync,
    sql: string,
    params: readonly (string | number | null)[],
  ): Promise<number | undefined> {
    const thread = WalCheckpointThread.byDatabase.get(db);
    if (!thread) return Promise.resolve(undefined);
    return pauseBackgroundWork(() => thread.request<number>({ write: sql, params }));
  }

  /**
   * Runs a script of statements in one transaction on `db`'s file in the checkpoint thread, this thread's
   * background work paused meanwhile (as `writeOffTheLoop`): for what a read model builds at once over all its
   * rows at the end of a rebuild (an index, counters filled with a `GROUP BY`), which held the event loop for
   * 0.06–0.75 s at 60,000 cases and grows with them (issue #33). Resolves true once committed, false where no
   * thread runs: the caller then runs the script itself. Rejects when the script failed (rolled back).
   */
  static execOffTheLoop(db: DatabaseSync, script: string): Promise<boolean> {
    const thread = WalCheckpointThread.byDatabase.get(db);
    if (!thread) return Promise.resolve(false);
    return pauseBackgroundWork(() => thread.request<boolean>({ exec: script }));
  }

  /**
   * Starts the WAL over in the thread (`RESTART_PAGES`) while this thread's background writers pause, so that
   * neither the copying nor the header's fsync lands in a commit on the event loop. A request's write meanwhile
   * waits at most for the thread's one-page write.
   */
  private restart(frames: number): void {
    if (this.restarting || frames < this.restartFrom) return;
    this.restarting = true;
    void pauseBackgroundWork(() => this.request<boolean>({ restart: true }))
      .catch(() => false) // past the fallback the writer checkpoints by itself
      .then((restarted) => (this.restartFrom = restarted ? RESTART_PAGES : frames + RESTART_RETRY_PAGES))
      .finally(() => (this.restarting = false));
  }

  private request<T>(
    message:
      { truncate: number } | { restart: true } | { write: string; params: readonly unknown[] } | { exec: string },
  ): Promise<T> {
    const id = this.nextRequest++;
    return new Promise<T>((resolve, reject) => {
      this.requests.set(id, { resolve: resolve as (result: never) => void, reject });
      this.worker.postMessage({ id, ...message });
    });
  }

  static start(
    db: DatabaseSync,
    location: string,
    options: { intervalMs?: number; log?: (message: string) => void } = {},
  ): WalCheckpointThread | null {
    if (location === ':memory:' || !existsSync(fileURLToPath(WORKER_FILE))) return null;
    const worker = new Worker(WORKER_FILE, {
      workerData: { location, intervalMs: options.intervalMs ?? 200, restartPages: RESTART_PAGES },
      name: 'wal-checkpoints',
    });
    const thread = new WalCheckpointThread(worker, db);
    db.exec(`PRAGMA wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
    WalCheckpointThread.byDatabase.set(db, thread);
    worker.on('error', (error) => {
      options.log?.(`WAL checkpoint thread failed (${error.message}); checkpoints run on commit again`);
      WalCheckpointThread.byDatabase.delete(db);
      thread.restoreAutocheckpoint();
    });
    return thread;
  }

  /** Stops the thread (after a checkpoint in progress) and hands checkpointing back to the writer. */
  async stop(): Promise<void> {
    WalCheckpointThread.byDatabase.delete(this.db);
    this.worker.postMessage('stop');
    await this.exited;
    this.restoreAutocheckpoint();
  }

  private restoreAutocheckpoint(): void {
    if (this.db.isOpen) this.db.exec(`PRAGMA wal_autocheckpoint = ${DEFAULT_AUTOCHECKPOINT_PAGES}`);
  }
}
