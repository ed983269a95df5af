/**
 * The subscriptions read model: the API's list (SPEC.md §3; `keywords` as JSON text, parsed on read), the
 * matcher's term index (`rm_subscription_terms`, active subscriptions only) and each owner's plan, so the
 * digest skips owners who are no longer Pro. Personal data: the alert address and the watched names; a row
 * goes with `SubscriptionDeleted`.
 */
export const SUBSCRIPTIONS_SCHEMA = `
CREATE TABLE IF NOT EXISTS rm_subscriptions (
  id                TEXT PRIMARY KEY,
  owner_id          TEXT NOT NULL,
  email             TEXT NOT NULL,
  company_name      TEXT NOT NULL,
  keywords          TEXT NOT NULL,
  case_number       TEXT,
  court             TEXT,
  register_number   TEXT,
  active            INTEGER NOT NULL,
  source            TEXT NOT NULL,
  created_at        TEXT NOT NULL,
  updated_at        TEXT,
  last_notification TEXT,
  name_tokens       TEXT NOT NULL,
  keyword_tokens    TEXT NOT NULL,
  case_ref          TEXT,
  register_ref      TEXT,
  created_position  INTEGER NOT NULL,
  position          INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_subscriptions_owner ON rm_subscriptions (owner_id, created_position);
CREATE INDEX IF NOT EXISTS rm_subscriptions_email ON rm_subscriptions (email COLLATE NOCASE);
CREATE TABLE IF NOT EXISTS rm_subscription_terms (
  term            TEXT NOT NULL,
  subscription_id TEXT NOT NULL,
  PRIMARY KEY (term, subscription_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS rm_subscription_terms_subscription ON rm_subscription_terms (subscription_id);
CREATE TABLE IF NOT EXISTS rm_alert_owner_plans (
  owner_id TEXT PRIMARY KEY,
  plan     TEXT NOT NULL
);`;

export const SUBSCRIPTIONS_TEARDOWN = `
DROP TABLE IF EXISTS rm_subscriptions;
DROP TABLE IF EXISTS rm_subscription_terms;
DROP TABLE IF EXISTS rm_alert_owner_plans;`;
