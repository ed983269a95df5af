/**
 * Read model of webhook endpoints: one row per endpoint, the feed as JSON text, the secret's hint only. A deleted
 * endpoint's row is removed (its stream is erased too).
 */
export const WEBHOOK_ENDPOINTS_SCHEMA = `
CREATE TABLE IF NOT EXISTS rm_webhook_endpoints (
  id                TEXT PRIMARY KEY,
  owner_id          TEXT NOT NULL,
  url               TEXT NOT NULL,
  description       TEXT NOT NULL,
  feed              TEXT NOT NULL,
  disabled_reason   TEXT,
  secret_hint       TEXT NOT NULL,
  secret_rotated_at TEXT,
  created_at        TEXT NOT NULL,
  updated_at        TEXT,
  created_position  INTEGER NOT NULL,
  position          INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_webhook_endpoints_by_owner ON rm_webhook_endpoints (owner_id, created_position);
CREATE INDEX IF NOT EXISTS rm_webhook_endpoints_enabled ON rm_webhook_endpoints (disabled_reason) WHERE disabled_reason IS NULL;
`;

export const WEBHOOK_ENDPOINTS_TEARDOWN = 'DROP TABLE IF EXISTS rm_webhook_endpoints;';
