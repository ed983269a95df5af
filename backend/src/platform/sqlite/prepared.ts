import type { DatabaseSync, StatementSync } from 'node:sqlite';

const statements = new WeakMap<DatabaseSync, Map<string, StatementSync>>();

/**
 * The prepared statement of `sql` on `db`, prepared once per connection. Preparing parses and plans the SQL,
 * which cost more than running a lookup by key (measured: a fifth of a search request's time went into
 * preparing the session lookup). Only for SQL texts from a bounded set (no values spliced into them).
 * SQLite re-prepares a cached statement by itself when the schema changes (a rebuilt read model).
 */
export function prepared(db: DatabaseSync, sql: string): StatementSync {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) cache.set(sql, (statement = db.prepare(sql)));
  return statement;
}
