/** A saved search as its owner sees it (the answer is `SavedSearchResponse`). */
export interface SavedSearchView {
  readonly id: string;
  readonly name: string;
  readonly criteria: Record<string, string>;
  readonly alert: boolean;
  /** Issue #30: how the alert is delivered. */
  readonly mode: 'sofort' | 'täglich';
  readonly createdAt: string;
  readonly updatedAt: string | null;
}
