// The token lives with the SQLite adapter (read-store/sqlite/read-db.ts); this re-export keeps adapters written
// against the old path compiling until they import it from there.
export { READ_DB } from './sqlite/read-db.js';
