import { alertModeOf, type SavedSearchEvent } from '@insolvenz/backend/saved-searches/domain/events.js';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { tableProjection } from '../../store/projection.js';

/** Folded as the decider compares names: blanks collapsed, letter case ignored. */
const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('de-DE');

export interface SavedSearchesView {
  /** Position of the last event applied to the saved search (undefined: none such). */
  position(id: string): bigint | undefined;
}

interface SavedSearchFields {
  readonly name: string;
  readonly nameKey: string;
  /** The search criteria as JSON. */
  readonly criteria: string;
  readonly alert: boolean;
  /** Issue #30: `sofort` or `täglich` (old events: `täglich`). */
  readonly mode: string;
}

export type SavedSearchChange =
  | (SavedSearchFields & {
      readonly kind: 'add';
      readonly id: string;
      readonly ownerId: string;
      readonly createdAt: string;
      readonly position: bigint;
    })
  | (SavedSearchFields & {
      readonly kind: 'update';
      readonly id: string;
      readonly updatedAt: string;
      readonly position: bigint;
    })
  | { readonly kind: 'delete'; readonly id: string };

/** Saved searches per user (issue #13). The position guard makes a redelivered event a no-op. */
export const savedSearchesProjection = tableProjection<SavedSearchesView, SavedSearchChange>({
  name: 'saved-searches',
  // 2: the alert's delivery mode (issue #30).
  version: 2,
  handles: new Set(['SavedSearchCreated', 'SavedSearchUpdated', 'SavedSearchDeleted']),
  evolve: (view, recorded) => {
    const event = recorded as RecordedEvent<SavedSearchEvent>;
    const position = event.position;
    switch (event.type) {
      case 'SavedSearchCreated': {
        const d = event.data;
        if (view.position(d.savedSearchId) !== undefined) return [];
        const fields = {
          name: d.name,
          nameKey: nameKey(d.name),
          criteria: JSON.stringify(d.criteria),
          alert: d.alert,
          mode: alertModeOf(d),
        };
        return [{ kind: 'add', id: d.savedSearchId, ownerId: d.ownerId, createdAt: d.createdAt, position, ...fields }];
      }
      case 'SavedSearchUpdated': {
        const d = event.data;
        const known = view.position(d.savedSearchId);
        if (known === undefined || known >= position) return [];
        const fields = {
          name: d.name,
          nameKey: nameKey(d.name),
          criteria: JSON.stringify(d.criteria),
          alert: d.alert,
          mode: alertModeOf(d),
        };
        return [{ kind: 'update', id: d.savedSearchId, updatedAt: d.updatedAt, position, ...fields }];
      }
      case 'SavedSearchDeleted':
        return [{ kind: 'delete', id: event.data.savedSearchId }];
      default:
        return [];
    }
  },
});
