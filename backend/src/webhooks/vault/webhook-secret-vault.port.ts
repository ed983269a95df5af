/**
 * Where the endpoints' signing secrets are kept: not in events (the log is forever and replayed into read models)
 * and not in the endpoints' read model (nothing that answers the API can return them). The secret is shown to
 * its owner once, when it is made; the sender reads it here. A rotation keeps the previous secret until its grace
 * period ends, so both signatures are sent meanwhile. Adapters: the read-model database (SQLite) and MongoDB.
 */
export const WEBHOOK_SECRET_VAULT = Symbol('WEBHOOK_SECRET_VAULT');

export interface WebhookSecretVault {
  /** Stores the first secret of an endpoint (a repeated call with the same endpoint replaces it). */
  put(endpointId: string, secret: string): Promise<void>;
  /** Makes `secret` the current one; the current one stays valid until `previousValidUntil`. */
  rotate(endpointId: string, secret: string, previousValidUntil: Date): Promise<void>;
  /** The secrets to sign with at `now`: the current one first, then the previous one while it is valid. */
  secretsOf(endpointId: string, now: Date): Promise<string[]>;
  /** Forgets the endpoint's secrets (endpoint or account deleted). */
  remove(endpointId: string): Promise<void>;
}
