/** Free-plan limits (SPEC.md §9), enforced by the server. */
export const FREE_SEARCH_RESULTS = 5;
export const FREE_RECENT_NOTICES = 5;
