// Moved to the SQLite adapter folder (it matches SQLite's error text); re-exported for query adapters written
// against the old path until they import it from there.
export { readModelMissing } from './sqlite/read-model-missing.js';
