import type { MatchLog, MatchLogPruning } from '../match-log/match-log.port.js';
import type { CaseIndex } from './ports/case-index.port.js';
import type { MatchRecording } from './ports/match-recording.port.js';
import type { MatcherParking } from './ports/matcher-parking.port.js';
import type { SearchAlertMatches } from './ports/search-alert-matches.port.js';
import type { SubscriptionMatches } from './ports/subscription-matches.port.js';
import type { WatchedMatches } from './ports/watched-matches.port.js';

export type { CaseErasures, MatcherWrite, NoticeMatches } from './ports/match-recording.port.js';
export type { MatcherProgress, ParkedMessage, StoredParkedMessage } from './ports/matcher-parking.port.js';
export type { PendingCase } from './ports/subscription-matches.port.js';
export type { ReturnedCase, UnsettledHandOver } from './ports/search-alert-matches.port.js';
export type { IndexedCase } from './ports/case-index.port.js';

/**
 * Injection token of the alert match store adapter itself: the matcher's and the deliveries' own state, not a
 * projection. Consumers inject the narrow port of their use instead (`read-store.providers.ts` aliases each
 * port's token to this one instance): recording (`MATCH_RECORDING`), parking and progress (`MATCHER_PARKING`),
 * the subscriptions' and saved searches' deliveries (`SUBSCRIPTION_MATCHES`, `SEARCH_ALERT_MATCHES`), the
 * watchlist preview (`CASE_INDEX`) and the match log (`MATCH_LOG`).
 */
export const ALERT_MATCH_STORE = Symbol('ALERT_MATCH_STORE');

/**
 * What one adapter implements: every port of the matcher's storage in one class, so that a notice's matches,
 * its case-index entry and its match-log entries are one write (one SQLite transaction; on MongoDB one
 * idempotent sequence by event id). Erasures remove every trace of a case or an alert, including what the
 * storage keeps of deleted data.
 */
export interface AlertMatchStore
  extends
    MatchRecording,
    MatcherParking,
    SubscriptionMatches,
    SearchAlertMatches,
    CaseIndex,
    MatchLog,
    MatchLogPruning,
    WatchedMatches {}
