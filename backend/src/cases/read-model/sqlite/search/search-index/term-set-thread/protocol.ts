import type { RanksByIdParts } from '../ranks-by-id.js';
import type { IdListRequest, TermSet } from '../term-sets.js';

export type { IdListRequest };

export type ToTermSetThread =
  /** The snapshot the thread maps ids into from now on (its lookup is on shared memory: not copied). */
  | { type: 'snapshot'; generation: number; size: number; lookup: RanksByIdParts }
  /** Several sets at once (a search's missing sets): read in one read transaction, answered together. */
  | { type: 'load'; id: number; requests: IdListRequest[] }
  /** The rows of a result page's cases (ids the search index has not kept). */
  | { type: 'rows'; id: number; ids: number[] }
  | { type: 'close' };

export type FromTermSetThread =
  /** The sets in the order asked, the read model's generation they were read at, and the generation of the snapshot they are mapped into. */
  | { type: 'loaded'; id: number; generation: number; mappedAt: number; sets: TermSet[] }
  /** The rows asked for as a JSON array (one string to copy, parsed at once), read at `generation`. */
  | { type: 'rows'; id: number; generation: number; rows: string }
  | { type: 'failed'; id: number; message: string }
  | { type: 'closed' };

/** The end of the channel the serving side holds (worker_threads' parentPort, a MessagePort): ids are transferred. */
export interface IdListPort {
  postMessage(message: FromTermSetThread, transfer?: readonly ArrayBuffer[]): void;
  on(event: 'message', listener: (message: ToTermSetThread) => void): unknown;
}
