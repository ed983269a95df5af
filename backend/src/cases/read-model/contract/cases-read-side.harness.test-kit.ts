import type { CaseEvent, RetentionEvent } from '../../domain/events.js';
import type { ImportRunEvent } from '../../domain/import-run-events.js';
import type { CaseQueries } from '../case-queries.port.js';
import type { ImportRunQueries } from '../import-run-queries.port.js';
import type { RetentionQueries } from '../retention-queries.port.js';

/** An event of the cases module the read models apply, and when it happened (default: a fixed moment). */
export type GivenEvent = (CaseEvent | RetentionEvent | ImportRunEvent) & { readonly occurredAt?: string };

/** The read ports of the cases module on one store. */
export interface CasesReadSide {
  readonly cases: CaseQueries;
  readonly importRuns: ImportRunQueries;
  readonly retention: RetentionQueries;
}

/**
 * What a contract suite needs of an adapter: read models built by the real projections from the given events
 * (in order, as the global log delivers them), and the ports on them. `empty` is a store whose read models were
 * never set up (a fresh DATA_DIR before the projections start).
 */
export interface CasesReadSideHarness {
  given(events: readonly GivenEvent[]): Promise<CasesReadSide>;
  empty(): Promise<CasesReadSide>;
  dispose(): Promise<void>;
}

export const DEFAULT_OCCURRED_AT = '2026-11-21T09:00:00.000Z';
