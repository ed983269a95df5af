/**
 * Events of the saved-searches bounded context ("Mehrere Suchprofile", issue #13): a Pro user's named search
 * criteria, optionally with a daily alert on new matches. One stream per saved search, `savedsearch-<uuid>`
 * (a random id, no personal data in the name).
 */

/**
 * The search criteria exactly as the search request takes them (query parameters of `GET /api/cases/search`
 * without paging): field name → non-empty text. Stored as an object, so filters added to the search later are
 * saved without a new event version.
 */
export type SavedSearchCriteria = Readonly<Record<string, string>>;

/**
 * How the alert of a saved search is delivered (issue #30): `sofort` (immediate mails) or `täglich` (the
 * owner's 07:00 digest). Events written before carry none and read as `täglich` (`alertModeOf`).
 */
export type SavedSearchAlertMode = 'sofort' | 'täglich';

export function alertModeOf(fields: { readonly mode?: SavedSearchAlertMode | null }): SavedSearchAlertMode {
  return fields.mode ?? 'täglich';
}

export interface SavedSearchFields {
  /** Shown in the list and in the digest mail; unique per owner (letter case ignored). */
  readonly name: string;
  readonly criteria: SavedSearchCriteria;
  /** Daily e-mail on new matches, in the owner's alert digest. */
  readonly alert: boolean;
  /** Issue #30: how the alert is delivered; absent in events written before (`täglich`). */
  readonly mode?: SavedSearchAlertMode;
}

export interface SavedSearchCreated {
  readonly type: 'SavedSearchCreated';
  readonly data: SavedSearchFields & {
    readonly savedSearchId: string;
    readonly ownerId: string;
    readonly createdAt: string;
  };
}

export interface SavedSearchUpdated {
  readonly type: 'SavedSearchUpdated';
  readonly data: SavedSearchFields & {
    readonly savedSearchId: string;
    readonly ownerId: string;
    readonly updatedAt: string;
    /** Set when the signed link of an alert mail switched the e-mail off (absent: the owner changed it). */
    readonly via?: 'unsubscribe-link';
  };
}

export interface SavedSearchDeleted {
  readonly type: 'SavedSearchDeleted';
  readonly data: { readonly savedSearchId: string; readonly ownerId: string; readonly deletedAt: string };
}

/**
 * Audit record of a deleted saved search (`savedsearchaudit-<id>`): the saved search's own stream (name and
 * criteria, which may hold a person's name) is hard-deleted after it; this keeps who deleted which id when.
 */
export interface SavedSearchErased {
  readonly type: 'SavedSearchErased';
  readonly data: { readonly savedSearchId: string; readonly erasedAt: string; readonly erasedBy: string };
}

export type SavedSearchEvent = SavedSearchCreated | SavedSearchUpdated | SavedSearchDeleted;

export const SAVED_SEARCH_EVENT_TYPES: ReadonlySet<SavedSearchEvent['type']> = new Set([
  'SavedSearchCreated',
  'SavedSearchUpdated',
  'SavedSearchDeleted',
]);

export const savedSearchStream = (savedSearchId: string): string => `savedsearch-${savedSearchId}`;
export const savedSearchAuditStream = (savedSearchId: string): string => `savedsearchaudit-${savedSearchId}`;
