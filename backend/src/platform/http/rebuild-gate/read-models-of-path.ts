/**
 * The read models a request reads, by its path: what must not be half-built for its answer to be right. Only a
 * read model that is rebuilt from the first event matters (`ReadModelsRebuild`); a path not listed reads all of
 * them (a new area is gated until someone lists it here, rather than answered from a half-built read model).
 * Sessions need none: a session the accounts read model does not know yet is looked up in the account's stream.
 */
const BY_PREFIX: readonly (readonly [prefix: string, readModels: readonly string[]])[] = [
  // Probes and the API description read none (a load balancer must see the process during a rebuild).
  ['/api/health', []],
  ['/api/docs', []],
  // Logging in finds the account by its address, and registering looks whether the address is taken.
  ['/api/auth', ['accounts']],
  ['/api/billing', ['accounts']],
  ['/api/insolvency', ['cases', 'debtor-files', 'import-runs', 'historical-stats']],
  ['/api/portfolios', ['cases']],
  ['/api/deadlines', ['cases', 'debtor-files']],
  ['/calendar/', ['cases', 'debtor-files']],
  ['/api/subscriptions', ['subscriptions', 'cases']],
  ['/api/alerts', ['subscriptions']],
  ['/api/saved-searches', ['saved-searches']],
  ['/api/webhooks', ['webhook-endpoints']],
  ['/api/contact', ['contact-messages']],
];

/** The read models `path` reads; `all` for the admin area and any API path not listed; none for the SPA's files. */
export function readModelsOfPath(requested: string): readonly string[] | 'all' {
  // Express matches routes regardless of case: so does the gate (`/API/Auth/Login` is the login too).
  const path = requested.toLowerCase();
  if (!path.startsWith('/api/') && !path.startsWith('/calendar/')) return [];
  for (const [prefix, readModels] of BY_PREFIX) {
    if (path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`)) return readModels;
  }
  return 'all';
}
