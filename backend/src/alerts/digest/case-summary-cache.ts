import type { CaseStreams } from '../../cases/domain/events.js';
import type { EventStore } from '../../platform/event-store/event-store.port.js';
import { caseSummary, type CaseSummary } from '../../cases/case-summary/case-summary.js';

/**
 * The case summaries of one mail run, each case read from its stream once however many alerts list it;
 * null for a case whose stream is gone (erased): it is never mailed.
 */
export class CaseSummaryCache {
  private readonly summaries = new Map<string, CaseSummary | null>();

  constructor(
    private readonly store: EventStore,
    private readonly caseStreams: CaseStreams,
  ) {}

  async of(caseKey: string): Promise<CaseSummary | null> {
    if (!this.summaries.has(caseKey)) {
      this.summaries.set(caseKey, await caseSummary(this.store, this.caseStreams, caseKey));
    }
    return this.summaries.get(caseKey)!;
  }
}
