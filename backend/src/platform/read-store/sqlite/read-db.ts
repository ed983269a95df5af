/**
 * The read-model database (SQLite in the embedded profile): the projection store writes it, the SQLite query
 * adapters read it. Only adapter code (`sqlite/` folders) injects it.
 */
export const READ_DB = Symbol('READ_DB');
