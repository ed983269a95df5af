import type { NewCaseMessage } from '../new-case-feed/new-case-message.js';

/** Runs decided together in a slice (one candidate read for their notices; about the work of one slice). */
export const MATCH_CHUNK = 16;

/** Erasures forgotten together: a few milliseconds of work, so a run fits into one background slice. */
export const ERASURES_PER_RUN = 32;

/**
 * Erased cases one slice records at most (issue #33 item 4). Deciding an erasure is a lookup of its event id, so
 * the slice's deadline never stopped a cleanup's batch early: a slice took every run of the bus batch (1,000
 * erasures) and recorded them in one transaction, seven deletes and a processed-mark per case, which held the
 * API's event loop up to 750 ms on a loaded machine. The deadline cannot see that cost before the write; this
 * budget bounds it (one run: a few milliseconds).
 */
export const ERASURES_PER_SLICE = ERASURES_PER_RUN;

type Erasure = Extract<NewCaseMessage, { kind: 'case-erased' }>;

export const isErasure = (message: NewCaseMessage): message is Erasure =>
  message?.kind === 'case-erased' && typeof message.eventId === 'string' && Number.isInteger(message.caseId);

/**
 * The messages in order, each alone except consecutive erasures (a cleanup's batch), which go together up to
 * `ERASURES_PER_RUN`: they are forgotten with one statement per table.
 */
export function runsOfErasures(messages: readonly NewCaseMessage[]): NewCaseMessage[][] {
  const runs: NewCaseMessage[][] = [];
  for (const message of messages) {
    const last = runs.at(-1);
    if (last && last.length < ERASURES_PER_RUN && isErasure(message) && isErasure(last[0])) last.push(message);
    else runs.push([message]);
  }
  return runs;
}

/** The erasures a run records (0 for a notice). */
export function erasuresIn(run: readonly NewCaseMessage[]): number {
  return run.filter(isErasure).length;
}

/**
 * The runs from `from` on that the next chunk of a slice decides: at most `MATCH_CHUNK` runs, and no run of
 * erasures beyond `erasureBudget` (what the slice may still record), except that a chunk takes at least one run
 * (so every slice makes progress). Returns the end index (exclusive).
 */
export function chunkEnd(runs: readonly NewCaseMessage[][], from: number, erasureBudget: number): number {
  let end = from;
  let budget = erasureBudget;
  while (end < runs.length && end - from < MATCH_CHUNK) {
    const erasures = erasuresIn(runs[end]);
    if (erasures > 0 && erasures > budget && end > from) break;
    budget -= erasures;
    end += 1;
  }
  return end;
}
