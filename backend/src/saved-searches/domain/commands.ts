import type { SavedSearchFields } from './events.js';

/**
 * Commands of a saved search. Id, time and plan decision come from the handler (random UUID, injected clock,
 * `limitsFor(caller)`), and what the decider cannot see on its own stream (the owner's other saved searches,
 * from the read model), so it stays deterministic. `by` is the acting user: only the owner may act.
 */
export type SavedSearchCommand =
  | {
      readonly type: 'CreateSavedSearch';
      readonly savedSearchId: string;
      readonly by: string;
      readonly isPro: boolean;
      /** Name keys of the owner's saved searches now, and the cap. */
      readonly ownerNameKeys: readonly string[];
      readonly maxSavedSearches: number;
      readonly fields: SavedSearchFields;
      readonly at: Date;
    }
  | {
      readonly type: 'UpdateSavedSearch';
      readonly by: string;
      readonly isPro: boolean;
      /** Name keys of the owner's other saved searches. */
      readonly otherNameKeys: readonly string[];
      readonly changes: Partial<SavedSearchFields>;
      readonly at: Date;
    }
  | { readonly type: 'DeleteSavedSearch'; readonly by: string; readonly at: Date }
  /**
   * The signed link of an alert mail (no login: the link's signature is the authority, and it names this saved
   * search): its e-mail is switched off, whatever the owner's plan; nothing else changes.
   */
  | { readonly type: 'SwitchOffAlertByLink'; readonly at: Date };
