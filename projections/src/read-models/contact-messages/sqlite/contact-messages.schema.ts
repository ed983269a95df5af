/**
 * Read model of the admin's contact inbox: one row per message, newest first through the index. A deleted
 * message's row is removed (its stream is erased, so a rebuild never brings it back).
 */
export const CONTACT_MESSAGES_SCHEMA = `
CREATE TABLE IF NOT EXISTS rm_contact_messages (
  id             TEXT PRIMARY KEY,
  name           TEXT NOT NULL,
  email          TEXT NOT NULL,
  subject        TEXT NOT NULL,
  inquiry_type   TEXT,
  message        TEXT NOT NULL,
  privacy_agreed INTEGER NOT NULL,
  status         TEXT NOT NULL,
  created_at     TEXT NOT NULL,
  read_at        TEXT,
  replied_at     TEXT,
  position       INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_contact_messages_by_created ON rm_contact_messages (created_at DESC, id DESC);
`;

export const CONTACT_MESSAGES_TEARDOWN = 'DROP TABLE IF EXISTS rm_contact_messages;';
