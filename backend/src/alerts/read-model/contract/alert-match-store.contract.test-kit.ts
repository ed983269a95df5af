import { matchLogContract } from '../../match-log/contract/match-log.contract.test-kit.js';
import { caseIndexContract } from './case-index.contract.test-kit.js';
import { matchRecordingContract } from './match-recording.contract.test-kit.js';
import type { AlertMatchStoreHarness } from './match-store-fixtures.test-kit.js';
import { matcherParkingContract } from './matcher-parking.contract.test-kit.js';
import { searchAlertMatchesContract } from './search-alert-matches.contract.test-kit.js';
import { subscriptionMatchesContract } from './subscription-matches.contract.test-kit.js';

export type { AlertMatchStoreHarness } from './match-store-fixtures.test-kit.js';

/**
 * The behaviour every adapter of the alert match store must show, one suite per port (issue #30 item 9):
 * recording, parking and progress, the subscriptions' and saved searches' deliveries, the case index and the
 * match log. Call it from an adapter's spec with its harness.
 */
export function alertMatchStoreContract(adapter: string, harness: AlertMatchStoreHarness): void {
  matchRecordingContract(adapter, harness);
  matcherParkingContract(adapter, harness);
  subscriptionMatchesContract(adapter, harness);
  searchAlertMatchesContract(adapter, harness);
  caseIndexContract(adapter, harness);
  matchLogContract(adapter, harness);
}
