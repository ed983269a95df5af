import type { DatabaseSync } from 'node:sqlite';
import type { INestApplication } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/app-config.js';
import { databaseOf, openMongoConnection } from '../../platform/read-store/mongo/mongo-connection.js';
import { READ_DB } from '../../platform/read-store/sqlite/read-db.js';

/** What the match store keeps of a case, named after the SQLite tables (MongoDB keeps the terms in the index). */
export type CaseTrace = 'alert_matches' | 'alert_case_index' | 'alert_case_terms' | 'alert_parked_messages';

/**
 * Reads of the match store's own records that its port does not offer (what a test checks is gone or was not
 * recorded twice), and the one write a redelivery test needs, on whichever store the app uses: SQL on SQLite,
 * the collections through the driver on MongoDB.
 */
export interface AlertStoreProbe {
  /** The match recorded for a subscription: its case and the event id of the notice that recorded it. */
  matchOf(subscriptionId: string): Promise<{ eventId: string; caseId: number } | undefined>;
  /** Removes a subscription's matches behind the matcher's back (a redelivery must not bring them again). */
  deleteMatchesOf(subscriptionId: string): Promise<void>;
  /** Event ids recorded as processed (matched, erased or parked), those starting with `prefix`. */
  processedCount(prefix?: string): Promise<number>;
  /** How many records of `trace` the store keeps of these cases. */
  countOfCases(trace: CaseTrace, caseIds: readonly number[]): Promise<number>;
  /** The watchlist index's terms starting with `prefix`. */
  caseTermsStartingWith(prefix: string): Promise<string[]>;
  parkedMessage(eventId: string): Promise<{ attempts: number; error: string } | undefined>;
  /** A saved search's matches waiting for a digest. */
  searchMatchCount(savedSearchId: string): Promise<number>;
  close(): Promise<void>;
}

/** The probe of the app's store; on MongoDB it connects on first use (a test that never reads opens nothing). */
export function alertStoreProbe(config: AppConfig, app: INestApplication): AlertStoreProbe {
  if (config.readStore.kind !== 'mongo') return sqliteProbe(app.get<DatabaseSync>(READ_DB));
  const url = config.readStore.url;
  let opened: Promise<{ probe: AlertStoreProbe }> | undefined;
  const probe = () => (opened ??= mongoProbe(url).then((p) => ({ probe: p }))).then((o) => o.probe);
  return {
    matchOf: async (id) => (await probe()).matchOf(id),
    deleteMatchesOf: async (id) => (await probe()).deleteMatchesOf(id),
    processedCount: async (prefix) => (await probe()).processedCount(prefix),
    countOfCases: async (trace, caseIds) => (await probe()).countOfCases(trace, caseIds),
    caseTermsStartingWith: async (prefix) => (await probe()).caseTermsStartingWith(prefix),
    parkedMessage: async (eventId) => (await probe()).parkedMessage(eventId),
    searchMatchCount: async (id) => (await probe()).searchMatchCount(id),
    close: async () => {
      if (opened) await (await probe()).close();
    },
  };
}

function sqliteProbe(db: DatabaseSync): AlertStoreProbe {
  const count = (sql: string, ...params: (string | number)[]) => (db.prepare(sql).get(...params) as { n: number }).n;
  return {
    matchOf: async (subscriptionId) => {
      const row = db
        .prepare('SELECT event_id, case_id FROM alert_matches WHERE subscription_id = ?')
        .get(subscriptionId) as { event_id: string; case_id: number } | undefined;
      return row && { eventId: row.event_id, caseId: row.case_id };
    },
    deleteMatchesOf: async (subscriptionId) => {
      db.prepare('DELETE FROM alert_matches WHERE subscription_id = ?').run(subscriptionId);
    },
    processedCount: async (prefix = '') =>
      count(`SELECT COUNT(*) AS n FROM alert_processed_events WHERE substr(event_id, 1, ?) = ?`, prefix.length, prefix),
    countOfCases: async (trace, caseIds) =>
      count(
        `SELECT COUNT(*) AS n FROM ${trace} WHERE case_id IN (SELECT value FROM json_each(?))`,
        JSON.stringify(caseIds),
      ),
    caseTermsStartingWith: async (prefix) =>
      (db.prepare('SELECT term FROM alert_case_terms ORDER BY term').all() as { term: string }[])
        .map((row) => row.term)
        .filter((term) => term.startsWith(prefix)),
    parkedMessage: async (eventId) =>
      db.prepare('SELECT attempts, error FROM alert_parked_messages WHERE event_id = ?').get(eventId) as
        { attempts: number; error: string } | undefined,
    searchMatchCount: async (savedSearchId) =>
      count('SELECT COUNT(*) AS n FROM alert_search_matches WHERE saved_search_id = ?', savedSearchId),
    close: async () => {},
  };
}

async function mongoProbe(url: string): Promise<AlertStoreProbe> {
  const connection = await openMongoConnection(url);
  const db = databaseOf(connection);
  const matches = db.collection<{ _id: string; subscriptionId?: string; eventId?: string; caseId: number }>(
    'alert_matches',
  );
  const caseIndex = db.collection<{ _id: number; terms: string[] }>('alert_case_index');
  const processed = db.collection<{ _id: string }>('alert_processed_events');
  const parked = db.collection<{ _id: string; caseId?: number; attempts: number; error: string }>(
    'alert_parked_messages',
  );
  const searchMatches = db.collection<{ _id: string; savedSearchId?: string }>('alert_search_matches');
  return {
    matchOf: async (subscriptionId) => {
      const doc = await matches.findOne({ subscriptionId });
      return doc ? { eventId: doc.eventId!, caseId: doc.caseId } : undefined;
    },
    deleteMatchesOf: async (subscriptionId) => {
      await matches.deleteMany({ subscriptionId });
    },
    processedCount: async (prefix = '') =>
      (await processed.find({}, { projection: { _id: 1 } }).toArray()).filter((doc) => doc._id.startsWith(prefix))
        .length,
    countOfCases: async (trace, caseIds) => {
      const ids = [...caseIds];
      switch (trace) {
        case 'alert_matches':
          return matches.countDocuments({ caseId: { $in: ids } });
        case 'alert_case_index':
          return caseIndex.countDocuments({ _id: { $in: ids } });
        case 'alert_case_terms':
          return (await caseIndex.find({ _id: { $in: ids } }).toArray()).reduce((n, doc) => n + doc.terms.length, 0);
        case 'alert_parked_messages':
          return parked.countDocuments({ caseId: { $in: ids } });
      }
    },
    caseTermsStartingWith: async (prefix) =>
      (await caseIndex.find({}).toArray())
        .flatMap((doc) => doc.terms)
        .filter((term) => term.startsWith(prefix))
        .sort(),
    parkedMessage: async (eventId) => {
      const doc = await parked.findOne({ _id: eventId });
      return doc ? { attempts: doc.attempts, error: doc.error } : undefined;
    },
    searchMatchCount: (savedSearchId) => searchMatches.countDocuments({ savedSearchId }),
    close: () => connection.close(),
  };
}
