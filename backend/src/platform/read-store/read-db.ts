/** The read-model database (SQLite in the embedded profile): projections write it, query handlers read it. */
export const READ_DB = Symbol('READ_DB');
