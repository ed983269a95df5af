import type mongoose from 'mongoose';

/**
 * The read-model database on MongoDB (READ_STORE=mongo): the projection store writes it, the Mongo query adapters
 * read it. Only adapter code (`mongo/` folders) injects it.
 */
export const MONGO_READ_DB = Symbol('MONGO_READ_DB');

export type MongoReadDb = mongoose.mongo.Db;

/**
 * Indexes the query adapters of document read models need, by collection name (without `rm_`). Adapters add
 * theirs when they are created; the projection store reads the record when it prepares a collection (at the
 * projections' start, after every provider was created, and again on each rebuild that drops the collection).
 */
export const MONGO_DOCUMENT_INDEXES = Symbol('MONGO_DOCUMENT_INDEXES');

export type MongoDocumentIndexes = Record<string, readonly mongoose.mongo.IndexDescription[]>;
