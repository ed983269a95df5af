import { createHash } from 'node:crypto';

/**
 * How a full session compares the portal's listing of a day with what is recorded (issue #32): which recorded
 * rows to fetch again (a corrected text behind an unchanged row shows only in the text), and which recorded rows
 * vanished (corrected under a changed row, or withdrawn). Pure: the portal thread feeds it.
 */
export interface DayReconciliation {
  /** Recorded rows of the day whose case is still recorded: listing fingerprint → case key. */
  readonly live: ReadonlyMap<string, string>;
  /** At most this many recorded rows of the day are fetched again (0 on days outside the recheck window). */
  readonly recheckRows: number;
  /** More vanished rows than this at once: the listing is taken for partial, nothing is withdrawn. */
  readonly withdrawMaxRows: number;
  /** Whether vanished rows are withdrawn (full sessions: they list every day of the window completely). */
  readonly withdraw: boolean;
  /** Varies the sample between runs. */
  readonly seed: string;
}

/** A share of the recorded rows, different each run, stable within one: hash(seed, row) below the share. */
export function pickedForRecheck(fingerprint: string, seed: string, share: number): boolean {
  if (share <= 0) return false;
  if (share >= 1) return true;
  const hash = createHash('sha256').update(`${seed}:${fingerprint}`).digest();
  return hash.readUInt32BE(0) / 0x1_0000_0000 < share;
}

/**
 * Rows of a case with several recorded rows that day are not fetched again: identical rows of one case are told
 * apart only by their order, which may change; a text behind such a row is no evidence of a correction.
 */
export function singleRowCases(live: ReadonlyMap<string, string>): Set<string> {
  const rows = new Map<string, number>();
  for (const key of live.values()) rows.set(key, (rows.get(key) ?? 0) + 1);
  return new Set([...rows].filter(([, n]) => n === 1).map(([key]) => key));
}

/** Recorded rows the day's listing no longer shows, by case key. */
export function vanishedByCase(live: ReadonlyMap<string, string>, listed: ReadonlySet<string>): Map<string, string[]> {
  const vanished = new Map<string, string[]>();
  for (const [fingerprint, key] of live) {
    if (listed.has(fingerprint)) continue;
    vanished.set(key, [...(vanished.get(key) ?? []), fingerprint]);
  }
  return vanished;
}

export type WithdrawalDecision =
  | { readonly kind: 'withdraw'; readonly rows: readonly { fingerprint: string; caseKey: string }[] }
  | { readonly kind: 'skip'; readonly reason: string };

/**
 * The vanished rows to withdraw: only when the day's listing answered completely (no failed query part) and
 * few rows vanished at once; a portal that lists part of a day must not withdraw the rest.
 */
export function withdrawals(
  live: ReadonlyMap<string, string>,
  listed: ReadonlySet<string>,
  day: { readonly complete: boolean; readonly withdrawMaxRows: number },
): WithdrawalDecision {
  const rows = [...live].filter(([f]) => !listed.has(f)).map(([fingerprint, caseKey]) => ({ fingerprint, caseKey }));
  if (rows.length === 0) return { kind: 'withdraw', rows };
  if (!day.complete) return { kind: 'skip', reason: 'listing incomplete' };
  if (rows.length > day.withdrawMaxRows)
    return { kind: 'skip', reason: `${rows.length} recorded rows vanished at once (partial listing?)` };
  return { kind: 'withdraw', rows };
}
