import { retentionRunsProjection } from './read-models/retention-runs/retention-runs.projection.js';
import { accountsProjection } from './read-models/accounts/accounts.projection.js';
import { casesProjection } from './read-models/cases/cases.projection.js';
import { debtorFilesProjection } from './read-models/debtor-files/debtor-files.projection.js';
import { contactMessagesProjection } from './read-models/contact-messages/contact-messages.projection.js';
import { historicalStatsProjection } from './read-models/historical-stats/historical-stats.projection.js';
import { importRunsProjection } from './read-models/import-runs/import-runs.projection.js';
import { savedSearchesProjection } from './read-models/saved-searches/saved-searches.projection.js';
import { subscriptionsProjection } from './read-models/subscriptions/subscriptions.projection.js';
import { webhookEndpointsProjection } from './read-models/webhook-endpoints/webhook-endpoints.projection.js';
import { streamActivityProjection } from './read-models/stream-activity/stream-activity.projection.js';
import type { Projection } from './store/projection.js';

/** Every read model the application maintains. A module adds its projections here. */
export function allProjections(): Projection[] {
  return [
    streamActivityProjection,
    casesProjection,
    debtorFilesProjection,
    importRunsProjection,
    accountsProjection,
    contactMessagesProjection,
    retentionRunsProjection,
    subscriptionsProjection,
    historicalStatsProjection,
    savedSearchesProjection,
    webhookEndpointsProjection,
  ];
}

export function findProjection(name: string): Projection | undefined {
  return allProjections().find((projection) => projection.name === name);
}
