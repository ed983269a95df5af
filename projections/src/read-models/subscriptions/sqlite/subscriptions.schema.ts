/**
 * The subscriptions read model: the API's list (docs/SPEC.md §3; `keywords` as JSON text, parsed on read), the
 * matcher's term index (`rm_subscription_terms`, active subscriptions only) and each owner's plan, so the
 * digest skips owners who are no longer Pro. Personal data: the alert address and the watched names; a row
 * goes with `SubscriptionDeleted`.
 *
 * Issue #12: `address_key` (the folded address) groups the digest by recipient; `recipient_key` joins the
 * double opt-in state (`rm_alert_recipients`, keys only); `rm_alert_owners` holds each owner's current account
 * address (folded) and name, so "own address" always compares with the account as it is now;
 * `rm_alert_address_digests` remembers the Berlin day of each address's last digest (one digest a day).
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
  mode              TEXT NOT NULL DEFAULT 'täglich',
  active            INTEGER NOT NULL,
  source            TEXT NOT NULL,
  created_at        TEXT NOT NULL,
  updated_at        TEXT,
  last_notification TEXT,
  name_tokens       TEXT NOT NULL,
  keyword_tokens    TEXT NOT NULL,
  case_ref          TEXT,
  register_ref      TEXT,
  legal_form        TEXT,
  register_court    TEXT NOT NULL DEFAULT '',
  address_key       TEXT NOT NULL,
  recipient_key     TEXT NOT NULL,
  created_position  INTEGER NOT NULL,
  position          INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_subscriptions_owner ON rm_subscriptions (owner_id, created_position);
CREATE INDEX IF NOT EXISTS rm_subscriptions_email ON rm_subscriptions (email COLLATE NOCASE);
CREATE INDEX IF NOT EXISTS rm_subscriptions_address ON rm_subscriptions (address_key);
CREATE TABLE IF NOT EXISTS rm_subscription_terms (
  term            TEXT NOT NULL,
  subscription_id TEXT NOT NULL,
  PRIMARY KEY (term, subscription_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS rm_subscription_terms_subscription ON rm_subscription_terms (subscription_id);
CREATE TABLE IF NOT EXISTS rm_alert_owner_plans (
  owner_id TEXT PRIMARY KEY,
  plan     TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS rm_alert_owners (
  owner_id  TEXT PRIMARY KEY,
  email_key TEXT NOT NULL,
  name      TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_alert_owners_address ON rm_alert_owners (email_key);
CREATE TABLE IF NOT EXISTS rm_alert_recipients (
  recipient_key TEXT PRIMARY KEY,
  owner_id      TEXT NOT NULL,
  status        TEXT NOT NULL,
  requested_at  TEXT,
  position      INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS rm_alert_address_digests (
  address_key TEXT PRIMARY KEY,
  digest_day  TEXT,
  digest_id   TEXT NOT NULL
);`;

export const SUBSCRIPTIONS_TEARDOWN = `
DROP TABLE IF EXISTS rm_subscriptions;
DROP TABLE IF EXISTS rm_subscription_terms;
DROP TABLE IF EXISTS rm_alert_owner_plans;
DROP TABLE IF EXISTS rm_alert_owners;
DROP TABLE IF EXISTS rm_alert_recipients;
DROP TABLE IF EXISTS rm_alert_address_digests;`;
