/** A row of `rm_saved_searches` (projections/src/read-models/saved-searches). */
export interface SavedSearchRow {
  id: string;
  owner_id: string;
  name: string;
  name_key: string;
  criteria: string;
  alert: number;
  created_at: string;
  updated_at: string | null;
}

/** A saved search as its owner sees it (the answer is `SavedSearchResponse`). */
export interface SavedSearchView {
  readonly id: string;
  readonly name: string;
  readonly criteria: Record<string, string>;
  readonly alert: boolean;
  readonly createdAt: string;
  readonly updatedAt: string | null;
}

export function toSavedSearchView(row: SavedSearchRow): SavedSearchView {
  return {
    id: row.id,
    name: row.name,
    criteria: JSON.parse(row.criteria) as Record<string, string>,
    alert: row.alert === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
