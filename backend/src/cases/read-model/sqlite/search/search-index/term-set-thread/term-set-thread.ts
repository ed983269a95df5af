import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MessageChannel, Worker } from 'node:worker_threads';
import type { CaseRow } from '../../../case-rows.js';
import type { SearchSnapshot } from '../search-snapshot.js';
import type { TermSet } from '../term-sets.js';
import type { FromTermSetThread, IdListPort, IdListRequest, ToTermSetThread } from './protocol.js';
import { openIdListReader, serveIdLists } from './serve-id-lists.js';

const WORKER_FILE = new URL('./term-set.worker.js', import.meta.url);

/**
 * Reads the id lists of search words the search index has not cached yet in a worker thread. Such a read is
 * the expensive part of a search (a three-letter prefix of a million cases: ~100,000 ids, 20–70 ms of FTS5 and
 * parsing); on the event loop it held up every request queued behind it, which put the p95 of short prefixes
 * over 50 ms under load. In the thread it runs beside the event loop (on another core), mapped into the snapshot there too
 * (its id lookup is on shared memory), and the main thread only caches the set. Where the worker file is not compiled (tests running the TypeScript sources) the same
 * code serves over an in-thread message channel: same protocol, no second thread.
 */
export class TermSetThread {
  private readonly pending = new Map<number, { resolve: (answer: Answer) => void; reject: (e: Error) => void }>();
  private nextId = 0;
  private failure: Error | null = null;
  private closed: (() => void) | null = null;

  private constructor(
    private readonly port: {
      postMessage(message: ToTermSetThread): void;
      on(e: 'message', l: (m: FromTermSetThread) => void): unknown;
    },
    private readonly dispose: () => Promise<void>,
  ) {
    port.on('message', (message) => this.receive(message));
  }

  /** A thread reading `location` (the read-models file), or null for an in-memory database. */
  static start(location: string | null, options: { log?: (message: string) => void } = {}): TermSetThread | null {
    if (!location || location === ':memory:') return null;
    if (existsSync(fileURLToPath(WORKER_FILE))) {
      const worker = new Worker(WORKER_FILE, {
        workerData: { location },
        name: 'search-term-sets',
        // Its garbage is short-lived (an id list, the set handed over): a small young generation, as the main
        // thread's --max-semi-space-size=8, keeps the process's RSS within its budget (issue #12).
        resourceLimits: { maxYoungGenerationSizeMb: 6, maxOldGenerationSizeMb: 96 },
      });
      worker.unref();
      const thread = new TermSetThread(worker, async () => {
        await worker.terminate();
      });
      const fail = (error: Error) => {
        if (thread.fail(error))
          options.log?.(`search term-set thread stopped (${error.message}); words are read on the event loop`);
      };
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`exit code ${code}`)));
      return thread;
    }
    const { port1, port2 } = new MessageChannel();
    port1.unref();
    port2.unref();
    serveIdLists(port2 as unknown as IdListPort, openIdListReader(location));
    return new TermSetThread(port1, async () => port1.close());
  }

  /** Maps the ids of later loads into `snapshot`. */
  useSnapshot(snapshot: SearchSnapshot): void {
    if (this.failure) return;
    this.port.postMessage({
      type: 'snapshot',
      generation: snapshot.generation,
      size: snapshot.size,
      lookup: snapshot.ranksById.parts(),
    });
  }

  /** The sets of `requests` (in that order), the generation they were read at and that of the snapshot they are mapped into. */
  async load(requests: readonly IdListRequest[]): Promise<Loaded> {
    const answer = await this.ask((id) => ({ type: 'load', id, requests: [...requests] }));
    if (answer.type !== 'loaded') throw new Error(`unexpected answer ${answer.type}`);
    return { generation: answer.generation, mappedAt: answer.mappedAt, sets: answer.sets };
  }

  /**
   * The rows of `ids` (in any order, ids without a row left out) and the read model's generation they were read
   * at: a result page's rows read beside the event loop, parsed from one string (cheaper than cloning objects).
   */
  async rows(ids: readonly number[]): Promise<RowsRead> {
    const answer = await this.ask((id) => ({ type: 'rows', id, ids: [...ids] }));
    if (answer.type !== 'rows') throw new Error(`unexpected answer ${answer.type}`);
    return { generation: answer.generation, rows: JSON.parse(answer.rows) as CaseRow[] };
  }

  private ask(message: (id: number) => ToTermSetThread): Promise<Answer> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<Answer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.port.postMessage(message(id));
    });
  }

  /** Lets the thread close its connection, then ends it; loads still pending are refused. */
  async close(): Promise<void> {
    if (!this.failure) {
      const closed = new Promise<void>((resolve) => (this.closed = resolve));
      this.port.postMessage({ type: 'close' });
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
      this.fail(new Error('term-set thread closed'));
    }
    await this.dispose();
  }

  private receive(message: FromTermSetThread): void {
    if (message.type === 'closed') return this.closed?.();
    const request = this.pending.get(message.id);
    this.pending.delete(message.id);
    if (message.type === 'failed') request?.reject(new Error(message.message));
    else request?.resolve(message);
  }

  /** Refuses every pending and later load; true the first time. */
  private fail(error: Error): boolean {
    if (this.failure) return false;
    this.failure = error;
    for (const request of this.pending.values()) request.reject(error);
    this.pending.clear();
    this.closed?.();
    return true;
  }
}

type Answer = Exclude<FromTermSetThread, { type: 'failed' } | { type: 'closed' }>;

export interface RowsRead {
  readonly generation: number;
  readonly rows: CaseRow[];
}

export interface Loaded {
  readonly generation: number;
  readonly mappedAt: number;
  readonly sets: readonly TermSet[];
}
