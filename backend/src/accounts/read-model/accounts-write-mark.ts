/**
 * The write mark (platform/sqlite/write-marks.ts) of the accounts read model's tables (`rm_users`,
 * `rm_user_sessions`, `rm_api_keys`): raised by its SQLite writer, read by the session cache of its queries.
 */
export const ACCOUNTS_WRITE_MARK = 'accounts';
