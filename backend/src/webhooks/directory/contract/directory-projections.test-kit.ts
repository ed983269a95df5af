/** The projections whose read models the directory reads (paths below `@insolvenz/projections/read-models/`). */
export const DIRECTORY_PROJECTIONS = [
  ['subscriptions/subscriptions.projection.js', 'subscriptionsProjection'],
  ['saved-searches/saved-searches.projection.js', 'savedSearchesProjection'],
  ['cases/cases.projection.js', 'casesProjection'],
  ['accounts/accounts.projection.js', 'accountsProjection'],
] as const;
