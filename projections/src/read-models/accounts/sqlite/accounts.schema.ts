/**
 * Read model of accounts: users (no password hashes: login reads those from the user stream), open sessions
 * (every authenticated request looks its session up here) and personal API keys (hashed secrets).
 * `email_key` is the lower-cased address, unique, for login and the uniqueness check. `email_confirmed` is 1 for
 * accounts registered before e-mail confirmation existed; `pending_email` is a requested new address.
 */
export const ACCOUNTS_SCHEMA = `
CREATE TABLE IF NOT EXISTS rm_users (
  id                     TEXT PRIMARY KEY,
  email                  TEXT NOT NULL,
  email_key              TEXT NOT NULL UNIQUE,
  first_name             TEXT NOT NULL,
  last_name              TEXT NOT NULL,
  role                   TEXT NOT NULL,
  is_active              INTEGER NOT NULL,
  email_confirmed        INTEGER NOT NULL,
  pending_email          TEXT,
  plan                   TEXT NOT NULL,
  plan_period_end        TEXT,
  cancel_at_period_end   INTEGER NOT NULL DEFAULT 0,
  stripe_customer_id     TEXT,
  stripe_subscription_id TEXT,
  created_at             TEXT NOT NULL,
  updated_at             TEXT NOT NULL,
  last_login_at          TEXT,
  position               INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_users_created ON rm_users (created_at);
CREATE INDEX IF NOT EXISTS rm_users_stripe_customer ON rm_users (stripe_customer_id);
CREATE TABLE IF NOT EXISTS rm_user_sessions (
  session_id TEXT PRIMARY KEY,
  user_id    TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_user_sessions_user ON rm_user_sessions (user_id);
CREATE TABLE IF NOT EXISTS rm_api_keys (
  key_id      TEXT PRIMARY KEY,
  user_id     TEXT NOT NULL,
  name        TEXT NOT NULL,
  secret_hash TEXT NOT NULL,
  created_at  TEXT NOT NULL,
  revoked_at  TEXT
);
CREATE INDEX IF NOT EXISTS rm_api_keys_user ON rm_api_keys (user_id);
`;

export const ACCOUNTS_TEARDOWN = `
DROP TABLE IF EXISTS rm_users;
DROP TABLE IF EXISTS rm_user_sessions;
DROP TABLE IF EXISTS rm_api_keys;
`;
