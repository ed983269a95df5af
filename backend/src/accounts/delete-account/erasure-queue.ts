/**
 * The accounts whose erasure was asked for and has not finished, as a stream of ids and times only (no personal
 * data), so that a process that dies halfway leaves a record the next start finishes (`AccountErasures`). One
 * stream for the whole installation: erasures are rare, and the next start reads it whole.
 */
export const ACCOUNT_ERASURE_QUEUE_STREAM = 'accounterasures-queue';

/** Written before the account closes: from here on the erasure finishes, whatever happens to this process. */
export interface AccountErasureQueued {
  readonly type: 'AccountErasureQueued';
  readonly data: { readonly userId: string; readonly requestedAt: string; readonly subscriptionCancelled: boolean };
}

/** Written once every step is done: the account is erased. */
export interface AccountErasureFinished {
  readonly type: 'AccountErasureFinished';
  readonly data: { readonly userId: string; readonly erasedAt: string };
}

export type AccountErasureQueueEvent = AccountErasureQueued | AccountErasureFinished;

/** The queued erasures not finished yet, oldest first (pure: the queue's events in order). */
export function unfinishedErasures(events: readonly AccountErasureQueueEvent[]): AccountErasureQueued['data'][] {
  const open = new Map<string, AccountErasureQueued['data']>();
  for (const event of events) {
    if (event.type === 'AccountErasureQueued') open.set(event.data.userId, event.data);
    else open.delete(event.data.userId);
  }
  return [...open.values()];
}
