import { readStoreProvider } from '../../platform/read-store/read-store-switch.js';
import { FEED_HANDOVER } from '../new-case-feed/feed-handover.port.js';
import { mongoFeedHandoverProvider } from '../new-case-feed/mongo/mongo-feed-handover.js';
import { sqliteFeedHandoverProvider } from '../new-case-feed/sqlite/sqlite-feed-handover.js';
import type { Provider } from '@nestjs/common';
import { MATCH_LOG, MATCH_LOG_RETENTION } from '../match-log/match-log.port.js';
import { ALERT_MATCH_STORE } from './alert-match-store.port.js';
import { CASE_INDEX } from './ports/case-index.port.js';
import { MATCH_RECORDING } from './ports/match-recording.port.js';
import { MATCHER_PARKING } from './ports/matcher-parking.port.js';
import { SEARCH_ALERT_MATCHES } from './ports/search-alert-matches.port.js';
import { SUBSCRIPTION_MATCHES } from './ports/subscription-matches.port.js';
import { WATCHED_MATCHES } from './ports/watched-matches.port.js';
import { mongoAlertMatchStoreProvider, mongoSubscriptionQueriesProvider } from './mongo/mongo-read-model.providers.js';
import { sqliteAlertMatchStoreProvider } from './sqlite/sqlite-alert-match-store.js';
import { sqliteSubscriptionQueriesProvider } from './sqlite/sqlite-subscription-queries.js';
import { sqliteDebtorFileLinksProvider } from './sqlite/sqlite-debtor-file-links.js';
import { mongoDebtorFileLinksProvider } from './mongo/mongo-debtor-file-links.js';
import { DEBTOR_FILE_LINKS } from './ports/debtor-file-links.port.js';
import { SUBSCRIPTION_QUERIES } from './subscription-queries.port.js';

/** The alerts' read side on the configured read store (READ_STORE). */
export const subscriptionQueriesProvider = readStoreProvider(SUBSCRIPTION_QUERIES, {
  sqlite: sqliteSubscriptionQueriesProvider,
  mongo: mongoSubscriptionQueriesProvider,
});

/** The debtor files the matcher follows (issue #32), read from the same read store as the subscriptions. */
export const debtorFileLinksProvider = readStoreProvider(DEBTOR_FILE_LINKS, {
  sqlite: sqliteDebtorFileLinksProvider,
  mongo: mongoDebtorFileLinksProvider,
});

export const alertMatchStoreProvider = readStoreProvider(ALERT_MATCH_STORE, {
  sqlite: sqliteAlertMatchStoreProvider,
  mongo: mongoAlertMatchStoreProvider,
});

/**
 * The match store and each of its ports (issue #30 item 9): one adapter instance (its writes stay one
 * transaction), every consumer injecting only the port of its use.
 */
export const alertMatchStoreProviders: Provider[] = [
  alertMatchStoreProvider,
  ...[
    MATCH_RECORDING,
    MATCHER_PARKING,
    SUBSCRIPTION_MATCHES,
    SEARCH_ALERT_MATCHES,
    CASE_INDEX,
    MATCH_LOG,
    MATCH_LOG_RETENTION,
    WATCHED_MATCHES,
  ].map((token) => ({ provide: token, useExisting: ALERT_MATCH_STORE })),
];

/** The new-case feed's hand-over, kept beside the matcher's checkpoints in the same read store. */
export const feedHandoverProvider = readStoreProvider(FEED_HANDOVER, {
  sqlite: sqliteFeedHandoverProvider,
  mongo: mongoFeedHandoverProvider,
});
