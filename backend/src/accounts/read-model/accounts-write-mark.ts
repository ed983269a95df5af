/**
 * The write mark (platform/sqlite/write-marks.ts) of the accounts read model (`rm_users`, `rm_user_sessions`,
 * `rm_api_keys`): its projection's name, raised by the SQLite projection store, read by the session cache.
 */
export const ACCOUNTS_WRITE_MARK = 'accounts';
