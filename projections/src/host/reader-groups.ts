import type { HandledTypes } from '../store/projection.js';

/**
 * The event types that make up most of a production log: one `CaseImported` per case and one
 * `CaseNoticePublished` per notice, about 99 % of all events.
 */
const BULK_EVENT_TYPES = ['CaseImported', 'CaseNoticePublished'];

/** Whether a projection reads the bulk of the log (every case's notices) rather than a few events of users. */
export function readsTheBulkOfTheLog(projection: { readonly handles: HandledTypes }): boolean {
  const handles = projection.handles;
  return handles === 'all' || BULK_EVENT_TYPES.some((type) => handles.has(type));
}

/**
 * The host's projections in groups, each read by one shared reader of the log: those that read the bulk of the
 * log, and those that do not (accounts, subscriptions, saved searches, …). Rebuilt from the first event (a lost
 * read-model file, `npm run replay`), the second group skips nearly every event and so reaches the head within
 * seconds, instead of at the pace of the cases read model (about 90 s at 100,000 cases): logins, watch lists
 * and the contact inbox answer while the cases are still being rebuilt. The price is one more read of the log:
 * about a twentieth more CPU for a catch-up from the first event (50,000 cases: 22.6 / 21.3 s against 23.3 /
 * 22.9 s), nothing worth measuring at the head. Empty groups are left out.
 */
export function readerGroups<M extends { readonly projection: { readonly handles: HandledTypes } }>(
  members: readonly M[],
): M[][] {
  const bulk = members.filter((member) => readsTheBulkOfTheLog(member.projection));
  const rest = members.filter((member) => !readsTheBulkOfTheLog(member.projection));
  return [bulk, rest].filter((group) => group.length > 0);
}
