import {
  caseStatisticsFacts,
  type CaseCourtCorrected,
  type CaseImported,
  type CaseRetentionExpired,
  type CaseStatisticsFacts,
} from '@insolvenz/backend/cases/domain/events.js';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { tableProjection } from '../../store/projection.js';

type Handled = RecordedEvent<CaseImported | CaseCourtCorrected | CaseRetentionExpired>;

/** What the projection reads while deciding: the facts a living case is counted under. */
export interface HistoricalStatsView {
  counted(caseId: number): CaseStatisticsFacts | undefined;
}

export type HistoricalStatsChange =
  /** A living case is counted under these facts (until its erasure record decides). */
  | { readonly kind: 'open-case'; readonly caseId: number; readonly facts: CaseStatisticsFacts }
  | { readonly kind: 'close-case'; readonly caseId: number }
  /** Adds `delta` to the count of the facts' combination (a count at zero goes). */
  | { readonly kind: 'count'; readonly facts: CaseStatisticsFacts; readonly delta: 1 | -1 };

const sameFacts = (a: CaseStatisticsFacts, b: CaseStatisticsFacts) =>
  a.day === b.day &&
  a.state === b.state &&
  a.court === b.court &&
  a.procedureType === b.procedureType &&
  a.legalForm === b.legalForm &&
  a.debtorKind === b.debtorKind;

/**
 * Counts every new proceeding once: from its `CaseImported` while the case lives, from the erasure record's
 * facts once its events are erased. The erasure record decides what an erased case contributes (also when the
 * live count came from different facts), so the live model and a rebuild after the erasure are the same.
 */
export const historicalStatsProjection = tableProjection<HistoricalStatsView, HistoricalStatsChange>({
  name: 'historical-stats',
  version: 1,
  handles: new Set(['CaseImported', 'CaseCourtCorrected', 'CaseRetentionExpired']),
  evolve(view, recorded) {
    const event = recorded as Handled;
    const caseId = event.data.caseId;
    if (event.type === 'CaseImported') {
      if (view.counted(caseId)) return [];
      const facts = caseStatisticsFacts(event.data.notice);
      return [
        { kind: 'open-case', caseId, facts },
        { kind: 'count', facts, delta: 1 },
      ];
    }
    if (event.type === 'CaseCourtCorrected') {
      // Counted under the court's official name from now on (and its Land).
      const counted = view.counted(caseId);
      if (!counted || (counted.court === event.data.court && counted.state === event.data.state)) return [];
      const facts = { ...counted, court: event.data.court, state: event.data.state };
      return [
        { kind: 'count', facts: counted, delta: -1 },
        { kind: 'close-case', caseId },
        { kind: 'open-case', caseId, facts },
        { kind: 'count', facts, delta: 1 },
      ];
    }
    const before = view.counted(caseId);
    const after = event.data.statistics;
    const changes: HistoricalStatsChange[] = [];
    if (before && after && !sameFacts(before, after)) {
      changes.push({ kind: 'count', facts: before, delta: -1 }, { kind: 'count', facts: after, delta: 1 });
    } else if (!before && after) {
      changes.push({ kind: 'count', facts: after, delta: 1 });
    }
    // Erased records written before they carried facts keep the live count (a rebuild cannot restore it).
    changes.push({ kind: 'close-case', caseId });
    return changes;
  },
});
