import { Logger, type OnModuleDestroy, type FactoryProvider } from '@nestjs/common';
import type { AlertIds } from '../ports/watched-matches.port.js';
import type { DatabaseSync } from 'node:sqlite';
import { backgroundTurn } from '../../../platform/background/background-turns.js';
import { READ_DB } from '../../../platform/read-store/sqlite/read-db.js';
import { inTransaction } from '../../../platform/sqlite/open-database.js';
import { prepared } from '../../../platform/sqlite/prepared.js';
import { WalCheckpointThread } from '../../../platform/sqlite/wal-checkpoints/wal-checkpoint-thread.js';
import { caseIndexTerms, caseMatchFields, type CaseMatchFields } from '../../matching/case-terms.js';
import {
  ALERT_MATCH_STORE,
  type AlertMatchStore,
  type CaseErasures,
  type IndexedCase,
  type MatcherProgress,
  type MatcherWrite,
  type NoticeMatches,
  type ParkedMessage,
  type StoredParkedMessage,
  type PendingCase,
  type ReturnedCase,
  type UnsettledHandOver,
} from '../alert-match-store.port.js';
import { groupHandOvers } from '../search-hand-overs.js';
import type { CaseLookup } from '../ports/case-index.port.js';
import { splitLookups } from '../split-lookups.js';
import {
  ALERTED_BEFORE_CHECKPOINT,
  advanceCheckpoint,
  ensureMatcherSchema,
  FEED_PUBLISHED_CHECKPOINT,
  MATCHER_CHECKPOINT,
  readCheckpoint,
} from './matcher-schema.js';
import { ThrottledWalTruncation } from './throttled-wal-truncation.js';
import { AppendListeners } from '../../match-log/append-listeners.js';
import type { LoggedAlertKind, LoggedMatch } from '../../match-log/match-log.port.js';

/**
 * At most one read-model WAL truncation every 30 s after case erasures (see ThrottledWalTruncation), as the
 * retention cleanup does between its batches: once a second took 15 % of the event loop during a cleanup
 * (3.7 s of 24.8 s for 30,000 cases), each truncation waiting for readers and the checkpoint thread; every 5 s
 * (with the cleanup's own) still 3.2 s of 24 s once the commits stopped checkpointing by themselves, as each
 * truncation copies back what the checkpoint thread has not yet and fsyncs twice on the event loop.
 */
const WAL_TRUNCATION_INTERVAL_MS = 30_000;

/** Every table that describes a case: all of them forget an erased case. */
const CASE_TABLES = [
  'alert_matches',
  'alert_case_index',
  'alert_case_terms',
  'alert_parked_messages',
  'alert_search_matches',
  'alert_search_sent',
  'alert_match_log',
] as const;

/** The highest global position among the writes: the matcher's committed position moves up to it. */
function highestPosition(writes: readonly MatcherWrite[]): bigint {
  let highest = 0n;
  for (const write of writes) {
    for (const position of write.kind === 'erasures' ? write.erasures.map((e) => e.position) : [write.position]) {
      if (position > highest) highest = position;
    }
  }
  return highest;
}

interface IndexedCaseRow {
  case_id: number;
  case_key: string;
  fields: string;
  publication_date: string;
}

const CASES_UNDER_ANY_TERM = `SELECT DISTINCT c.case_id, c.case_key, c.fields, c.publication_date
  FROM alert_case_terms t JOIN alert_case_index c ON c.case_id = t.case_id
  WHERE t.term IN (SELECT value FROM json_each(?))`;

/**
 * The known cases indexed under every one of `terms` bound terms (in the order `splitLookups` gives them, the
 * longest first): the cases under the first, each kept only if the others are there too (one key lookup each).
 * The look-ups of 1,002 real company names on the demo's data: 0.31–0.38 s instead of 1.17–1.25 s under the
 * longest word alone (statement prepared each time), same answers.
 */
function casesUnderEveryTerm(terms: number): string {
  const others = Array.from(
    { length: terms - 1 },
    (_, i) =>
      `AND EXISTS (SELECT 1 FROM alert_case_terms t${i + 1} WHERE t${i + 1}.term = ? AND t${i + 1}.case_id = t0.case_id)`,
  );
  return `SELECT c.case_id, c.case_key, c.fields, c.publication_date
    FROM alert_case_terms t0 JOIN alert_case_index c ON c.case_id = t0.case_id
    WHERE t0.term = ? ${others.join(' ')}`;
}

/**
 * `AlertMatchStore` in the matcher's own tables of the read-model database (`matcher-schema.ts`): not a
 * projection, a replay does not touch them. Event ids are recorded in the same transaction as the matches.
 * After erasures the WAL is truncated (throttled for case erasures, at once for a subscription), so no old
 * frame of erased data survives.
 */
export class SqliteAlertMatchStore implements AlertMatchStore, OnModuleDestroy {
  private readonly logger = new Logger('AlertMatchStore');
  /** No old WAL frame of a forgotten case may survive; one truncation serves the erasures of a second. */
  private readonly walTruncation = new ThrottledWalTruncation(
    // In the checkpoint thread, the event loop's background work paused meanwhile (issue #33).
    () => !this.db.isOpen || WalCheckpointThread.truncate(this.db, 5),
    WAL_TRUNCATION_INTERVAL_MS,
    () => this.logger.warn('read-model WAL not truncated after a case erasure (readers busy); trying again'),
  );
  private readonly appended = new AppendListeners();

  constructor(private readonly db: DatabaseSync) {
    ensureMatcherSchema(db);
  }

  onModuleDestroy(): void {
    this.walTruncation.flush();
  }

  async processed(eventIds: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (const eventId of eventIds) if (this.isProcessed(eventId)) found.add(eventId);
    return found;
  }

  async record(write: MatcherWrite, at: string): Promise<void> {
    inTransaction(this.db, () => {
      this.write(write, at);
      advanceCheckpoint(this.db, MATCHER_CHECKPOINT, highestPosition([write]));
    });
    if (write.kind === 'erasures') this.walTruncation.request();
    else this.appended.notify();
  }

  /**
   * One transaction (one commit) for all. First without savepoints: a savepoint per write keeps a copy of every
   * page it changes (measured: a fifth of the matcher's recording time). Only when a write fails is everything
   * rolled back and written again with a savepoint per write, so that the failing write is rolled back alone.
   * The committed position moves once, in the same transaction, to the highest recorded write: the digest sees
   * matches and position together.
   */
  async recordAll(writes: readonly MatcherWrite[], at: string): Promise<MatcherWrite[]> {
    let failed: MatcherWrite[] = [];
    try {
      inTransaction(this.db, () => {
        for (const write of writes) this.write(write, at);
        if (writes.length > 0) advanceCheckpoint(this.db, MATCHER_CHECKPOINT, highestPosition(writes));
      });
    } catch {
      failed = this.recordEachAlone(writes, at);
    }
    if (writes.some((write) => write.kind === 'erasures' && !failed.includes(write))) this.walTruncation.request();
    if (writes.some((write) => write.kind === 'notice' && !failed.includes(write))) this.appended.notify();
    return failed;
  }

  /** Each write in its own savepoint, in one transaction; answers the writes that failed (rolled back alone). */
  private recordEachAlone(writes: readonly MatcherWrite[], at: string): MatcherWrite[] {
    const failed: MatcherWrite[] = [];
    inTransaction(this.db, () => {
      for (const write of writes) {
        try {
          inTransaction(this.db, () => this.write(write, at));
        } catch {
          failed.push(write);
        }
      }
      const recorded = writes.filter((write) => !failed.includes(write));
      if (recorded.length > 0) advanceCheckpoint(this.db, MATCHER_CHECKPOINT, highestPosition(recorded));
    });
    return failed;
  }

  async park(message: ParkedMessage, at: string): Promise<void> {
    inTransaction(this.db, () => {
      prepared(
        this.db,
        `INSERT OR REPLACE INTO alert_parked_messages (event_id, case_id, attempts, error, parked_at, payload)
         VALUES (?, ?, ?, ?, ?, ?)`,
      ).run(message.eventId, message.caseId, message.attempts, message.error, at, JSON.stringify(message.payload));
      if (message.caseId !== null) this.markProcessed(message.eventId, message.caseId, at);
      if (message.position !== null) advanceCheckpoint(this.db, MATCHER_CHECKPOINT, message.position);
    });
  }

  async progress(): Promise<MatcherProgress> {
    return {
      matcherPosition: readCheckpoint(this.db, MATCHER_CHECKPOINT),
      feedPosition: readCheckpoint(this.db, FEED_PUBLISHED_CHECKPOINT),
    };
  }

  async alertedBeforeThrough(): Promise<bigint> {
    return readCheckpoint(this.db, ALERTED_BEFORE_CHECKPOINT);
  }

  async recordAlertedBeforeThrough(position: bigint): Promise<void> {
    advanceCheckpoint(this.db, ALERTED_BEFORE_CHECKPOINT, position);
  }

  async parkedMessages(limit: number): Promise<StoredParkedMessage[]> {
    const rows = prepared(
      this.db,
      'SELECT event_id, attempts, parked_at, payload FROM alert_parked_messages ORDER BY parked_at, event_id LIMIT ?',
    ).all(limit) as { event_id: string; attempts: number; parked_at: string; payload: string }[];
    return rows.map((row) => ({
      eventId: row.event_id,
      attempts: row.attempts,
      parkedAt: row.parked_at,
      payload: JSON.parse(row.payload) as unknown,
    }));
  }

  /** One transaction: marker dropped, write recorded, parking forgotten, or nothing. */
  async resumeParked(eventId: string, write: MatcherWrite | null, at: string): Promise<void> {
    inTransaction(this.db, () => {
      prepared(this.db, 'DELETE FROM alert_processed_events WHERE event_id = ?').run(eventId);
      if (write) this.write(write, at);
      prepared(this.db, 'DELETE FROM alert_parked_messages WHERE event_id = ?').run(eventId);
    });
    if (write?.kind === 'erasures') this.walTruncation.request();
    if (write?.kind === 'notice') this.appended.notify();
  }

  async parkedCount(): Promise<number> {
    return (prepared(this.db, 'SELECT COUNT(*) AS n FROM alert_parked_messages').get() as { n: number }).n;
  }

  async subscriptionsWithPendingMatches(): Promise<string[]> {
    return (
      this.db.prepare('SELECT DISTINCT subscription_id FROM alert_matches').all() as { subscription_id: string }[]
    ).map((row) => row.subscription_id);
  }

  async pendingMatches(subscriptionId: string): Promise<PendingCase[]> {
    return this.db
      .prepare(
        `SELECT case_id AS caseId, case_key AS caseKey, reason FROM alert_matches WHERE subscription_id = ?
         ORDER BY publication_date, case_id`,
      )
      .all(subscriptionId)
      .map((row) => ({
        caseId: row.caseId as number,
        caseKey: row.caseKey as string,
        ...(row.reason !== null && { reason: row.reason as string }),
      }));
  }

  async markSent(subscriptionId: string, caseIds: readonly number[]): Promise<void> {
    this.removeMatches(subscriptionId, caseIds);
  }

  async discard(subscriptionId: string, caseIds: readonly number[] | 'all'): Promise<void> {
    this.removeMatches(subscriptionId, caseIds);
  }

  async eraseSubscription(subscriptionId: string): Promise<void> {
    inTransaction(this.db, () => {
      this.db.prepare('DELETE FROM alert_matches WHERE subscription_id = ?').run(subscriptionId);
      this.db
        .prepare(`DELETE FROM alert_match_log WHERE alert_kind = 'subscription' AND alert_id = ?`)
        .run(subscriptionId);
    });
    await WalCheckpointThread.truncate(this.db, 5);
  }

  async casesMatchedBy({ subscriptionIds, savedSearchIds }: AlertIds): Promise<number[]> {
    const rows = prepared(
      this.db,
      `SELECT case_id FROM alert_matches WHERE subscription_id IN (SELECT value FROM json_each(?1))
       UNION SELECT case_id FROM alert_search_matches WHERE saved_search_id IN (SELECT value FROM json_each(?2))
       UNION SELECT case_id FROM alert_search_sent WHERE saved_search_id IN (SELECT value FROM json_each(?2))
       UNION SELECT case_id FROM alert_match_log WHERE alert_id IN (SELECT value FROM json_each(?3))`,
    ).all(
      JSON.stringify(subscriptionIds),
      JSON.stringify(savedSearchIds),
      JSON.stringify([...subscriptionIds, ...savedSearchIds]),
    ) as { case_id: number }[];
    return rows.map((row) => row.case_id);
  }

  async indexedCases(caseIds: readonly number[]): Promise<IndexedCase[]> {
    if (caseIds.length === 0) return [];
    const rows = prepared(
      this.db,
      `SELECT case_id, case_key, fields, publication_date FROM alert_case_index
       WHERE case_id IN (SELECT value FROM json_each(?))`,
    ).all(JSON.stringify(caseIds)) as { case_id: number; case_key: string; fields: string; publication_date: string }[];
    return rows.map((row) => ({
      caseId: row.case_id,
      caseKey: row.case_key,
      fields: JSON.parse(row.fields) as CaseMatchFields,
      publicationDate: row.publication_date,
    }));
  }

  async casesIndexedUnder(lookups: readonly CaseLookup[]): Promise<IndexedCase[]> {
    const { single, groups } = splitLookups(lookups);
    const found = new Map<number, IndexedCaseRow>();
    const add = (rows: unknown[]) => (rows as IndexedCaseRow[]).forEach((row) => found.set(row.case_id, row));
    if (single.length > 0) add(prepared(this.db, CASES_UNDER_ANY_TERM).all(JSON.stringify(single)));
    for (const group of groups) add(prepared(this.db, casesUnderEveryTerm(group.length)).all(...group));
    return [...found.values()]
      .sort((a, b) => b.publication_date.localeCompare(a.publication_date) || b.case_id - a.case_id)
      .map((row) => ({
        caseId: row.case_id,
        caseKey: row.case_key,
        fields: JSON.parse(row.fields) as CaseMatchFields,
        publicationDate: row.publication_date,
      }));
  }

  async savedSearchesWithTraces(): Promise<string[]> {
    return (
      this.db
        .prepare(`SELECT saved_search_id FROM alert_search_matches UNION SELECT saved_search_id FROM alert_search_sent`)
        .all() as { saved_search_id: string }[]
    ).map((row) => row.saved_search_id);
  }

  async savedSearchesWithPendingMatches(): Promise<string[]> {
    return (
      this.db.prepare('SELECT DISTINCT saved_search_id FROM alert_search_matches').all() as {
        saved_search_id: string;
      }[]
    ).map((row) => row.saved_search_id);
  }

  async pendingSearchMatches(savedSearchId: string): Promise<PendingCase[]> {
    return this.db
      .prepare(
        `SELECT case_id AS caseId, case_key AS caseKey FROM alert_search_matches
         WHERE saved_search_id = ? ORDER BY publication_date, case_id`,
      )
      .all(savedSearchId) as unknown as PendingCase[];
  }

  async searchDigestSentOn(address: string, day: string): Promise<boolean> {
    return (
      this.db
        .prepare('SELECT 1 FROM alert_search_sent WHERE address_key = ? AND sent_day = ? LIMIT 1')
        .get(address, day) !== undefined
    );
  }

  async handOverSearchMatches(
    savedSearchId: string,
    caseIds: readonly number[],
    address: string,
    day: string,
    mailKey: string,
  ): Promise<void> {
    inTransaction(this.db, () => {
      // The pending row's key and date go along: a hand-back after a crash restores the match as it was.
      const sent = this.db.prepare(
        `INSERT OR IGNORE INTO alert_search_sent
           (saved_search_id, case_id, address_key, sent_day, mail_key, case_key, publication_date)
         SELECT ?1, ?2, ?3, ?4, ?5, m.case_key, m.publication_date
         FROM (SELECT 1) LEFT JOIN alert_search_matches m ON m.saved_search_id = ?1 AND m.case_id = ?2`,
      );
      const remove = this.db.prepare('DELETE FROM alert_search_matches WHERE saved_search_id = ? AND case_id = ?');
      for (const caseId of caseIds) {
        sent.run(savedSearchId, caseId, address, day, mailKey);
        remove.run(savedSearchId, caseId);
      }
    });
  }

  async unsettledSearchHandOvers(): Promise<UnsettledHandOver[]> {
    const rows = this.db
      .prepare(
        `SELECT mail_key, saved_search_id, case_id, case_key, publication_date FROM alert_search_sent
         WHERE mail_key IS NOT NULL ORDER BY mail_key, saved_search_id, case_id`,
      )
      .all() as {
      mail_key: string;
      saved_search_id: string;
      case_id: number;
      case_key: string | null;
      publication_date: string | null;
    }[];
    return groupHandOvers(
      rows.map((row) => ({
        mailKey: row.mail_key,
        savedSearchId: row.saved_search_id,
        caseId: row.case_id,
        caseKey: row.case_key,
        publicationDate: row.publication_date,
      })),
    );
  }

  async settleSearchHandOvers(mailKey: string): Promise<void> {
    this.db
      .prepare(
        `UPDATE alert_search_sent SET mail_key = NULL, case_key = NULL, publication_date = NULL WHERE mail_key = ?`,
      )
      .run(mailKey);
  }

  async handBackSearchMatches(savedSearchId: string, cases: readonly ReturnedCase[], at: string): Promise<void> {
    inTransaction(this.db, () => {
      const pending = this.db.prepare(
        `INSERT OR IGNORE INTO alert_search_matches (saved_search_id, case_id, case_key, publication_date, matched_at)
         VALUES (?, ?, ?, ?, ?)`,
      );
      const unsent = this.db.prepare('DELETE FROM alert_search_sent WHERE saved_search_id = ? AND case_id = ?');
      for (const c of cases) {
        pending.run(savedSearchId, c.caseId, c.caseKey, c.publicationDate, at);
        unsent.run(savedSearchId, c.caseId);
      }
    });
  }

  async discardSearchMatches(savedSearchId: string, caseIds: readonly number[] | 'all'): Promise<void> {
    if (caseIds === 'all') {
      this.db.prepare('DELETE FROM alert_search_matches WHERE saved_search_id = ?').run(savedSearchId);
      return;
    }
    const remove = this.db.prepare('DELETE FROM alert_search_matches WHERE saved_search_id = ? AND case_id = ?');
    for (const caseId of caseIds) remove.run(savedSearchId, caseId);
  }

  async eraseSavedSearches(savedSearchIds: readonly string[]): Promise<void> {
    if (savedSearchIds.length === 0) return;
    const ids = JSON.stringify(savedSearchIds);
    inTransaction(this.db, () => {
      for (const table of ['alert_search_matches', 'alert_search_sent']) {
        this.db.prepare(`DELETE FROM ${table} WHERE saved_search_id IN (SELECT value FROM json_each(?))`).run(ids);
      }
      this.db
        .prepare(
          `DELETE FROM alert_match_log WHERE alert_kind = 'saved-search' AND alert_id IN (SELECT value FROM json_each(?))`,
        )
        .run(ids);
    });
  }

  private write(write: MatcherWrite, at: string): void {
    if (write.kind === 'erasures') this.forgetCases(write, at);
    else this.recordNotice(write, at);
  }

  /**
   * The matches of one notice, the case's matching fields and the event id; nothing if the id is known. A list
   * goes in with one statement (over `json_each`), not one per row: a notice matches dozens of subscriptions.
   */
  private recordNotice(notice: NoticeMatches, at: string): void {
    if (this.isProcessed(notice.eventId)) return;
    const { caseId, caseKey, publicationDate, eventId } = notice;
    this.appendToLog(notice, at);
    if (notice.subscriptionIds.length > 0) {
      // A match already pending keeps what it was (a direct match stays one without a reason).
      prepared(
        this.db,
        `INSERT OR IGNORE INTO alert_matches
           (subscription_id, case_id, case_key, event_id, publication_date, matched_at, reason, reason_case_id)
         SELECT value ->> 0, ?, ?, ?, ?, ?, value ->> 1, value ->> 2 FROM json_each(?)`,
      ).run(caseId, caseKey, eventId, publicationDate, at, JSON.stringify(subscriptionRows(notice)));
    }
    // A case already handed to one of a saved search's digests is not a new match for it.
    if (notice.savedSearchIds.length > 0) {
      prepared(
        this.db,
        `INSERT OR IGNORE INTO alert_search_matches (saved_search_id, case_id, case_key, publication_date, matched_at)
         SELECT m.value, ?1, ?2, ?3, ?4 FROM json_each(?5) m
         WHERE NOT EXISTS (SELECT 1 FROM alert_search_sent WHERE saved_search_id = m.value AND case_id = ?1)`,
      ).run(caseId, caseKey, publicationDate, at, JSON.stringify(notice.savedSearchIds));
    }
    const fields = caseMatchFields(notice.fields);
    prepared(
      this.db,
      `INSERT INTO alert_case_index (case_id, case_key, fields, publication_date) VALUES (?, ?, ?, ?)
       ON CONFLICT (case_id) DO UPDATE SET fields = excluded.fields, publication_date = excluded.publication_date`,
    ).run(caseId, caseKey, JSON.stringify(fields), publicationDate);
    prepared(this.db, 'DELETE FROM alert_case_terms WHERE case_id = ?').run(caseId);
    prepared(this.db, 'INSERT OR IGNORE INTO alert_case_terms (term, case_id) SELECT value, ? FROM json_each(?)').run(
      caseId,
      JSON.stringify(caseIndexTerms(fields)),
    );
    this.markProcessed(eventId, caseId, at);
  }

  /** One statement per table for a run of erasures; erasures already processed are skipped. */
  private forgetCases({ erasures }: CaseErasures, at: string): void {
    const fresh = erasures.filter((erasure) => !this.isProcessed(erasure.eventId));
    if (fresh.length === 0) return;
    const caseIds = JSON.stringify(fresh.map((erasure) => erasure.caseId));
    for (const table of CASE_TABLES) {
      prepared(this.db, `DELETE FROM ${table} WHERE case_id IN (SELECT value FROM json_each(?))`).run(caseIds);
    }
    // A reason names the erased case's debtor and Aktenzeichen: it goes, the other case's match stays.
    for (const table of ['alert_matches', 'alert_match_log']) {
      prepared(
        this.db,
        `UPDATE ${table} SET reason = NULL, reason_case_id = NULL
         WHERE reason_case_id IN (SELECT value FROM json_each(?))`,
      ).run(caseIds);
    }
    for (const erasure of fresh) this.markProcessed(erasure.eventId, erasure.caseId, at);
  }

  /**
   * The notice's entries in the match log, in the transaction of its matches (so a consumer never sees an entry
   * without its match, and a redelivered event, already processed, appends nothing). Every alert that matched is
   * logged, even a saved search whose case went out before: the consumers decide what is new to them.
   */
  private appendToLog(notice: NoticeMatches, at: string): void {
    const alerts = [
      ...subscriptionRows(notice).map(([id, reason, linked]) => ['subscription', id, reason, linked]),
      ...notice.savedSearchIds.map((id) => ['saved-search', id, null, null]),
      ...(notice.portfolioIds ?? []).map((id) => ['portfolio', id, null, null]),
    ];
    if (alerts.length === 0) return;
    prepared(
      this.db,
      `INSERT INTO alert_match_log
         (event_id, case_id, case_key, publication_date, alert_kind, alert_id, recorded_at, reason, reason_case_id)
       SELECT ?, ?, ?, ?, value ->> 0, value ->> 1, ?, value ->> 2, value ->> 3 FROM json_each(?)`,
    ).run(notice.eventId, notice.caseId, notice.caseKey, notice.publicationDate, at, JSON.stringify(alerts));
  }

  async after(seq: number, limit: number): Promise<LoggedMatch[]> {
    const rows = prepared(
      this.db,
      `SELECT seq, event_id, case_id, case_key, publication_date, alert_kind, alert_id, recorded_at, reason
       FROM alert_match_log WHERE seq > ? ORDER BY seq LIMIT ?`,
    ).all(seq, limit) as {
      seq: number;
      event_id: string;
      case_id: number;
      case_key: string;
      publication_date: string;
      alert_kind: LoggedAlertKind;
      alert_id: string;
      recorded_at: string;
      reason: string | null;
    }[];
    return rows.map((row) => ({
      seq: row.seq,
      eventId: row.event_id,
      caseId: row.case_id,
      caseKey: row.case_key,
      publicationDate: row.publication_date,
      alert: { kind: row.alert_kind, id: row.alert_id },
      recordedAt: row.recorded_at,
      ...(row.reason !== null && { reason: row.reason }),
    }));
  }

  async cursor(consumer: string): Promise<number> {
    const row = prepared(this.db, 'SELECT seq FROM alert_match_log_cursors WHERE consumer = ?').get(consumer) as
      { seq: number } | undefined;
    return row?.seq ?? 0;
  }

  async advance(consumer: string, seq: number): Promise<void> {
    prepared(
      this.db,
      `INSERT INTO alert_match_log_cursors (consumer, seq) VALUES (?, ?)
       ON CONFLICT (consumer) DO UPDATE SET seq = max(seq, excluded.seq)`,
    ).run(consumer, seq);
  }

  onAppend(listener: () => void): () => void {
    return this.appended.add(listener);
  }

  async dropRecordedBefore(before: string): Promise<number> {
    // Hourly, on the API's event loop: in a background turn, so it never waits synchronously for the WAL
    // checkpoint thread's write lock (a pause of the background work grants no turn; issue #33 item 4).
    await backgroundTurn();
    const { changes } = prepared(this.db, 'DELETE FROM alert_match_log WHERE recorded_at < ?').run(before);
    return Number(changes);
  }

  async dropCursorsBetween(from: string, to: string): Promise<number> {
    await backgroundTurn(); // as dropRecordedBefore
    const { changes } = prepared(
      this.db,
      'DELETE FROM alert_match_log_cursors WHERE consumer >= ? AND consumer < ?',
    ).run(from, to);
    return Number(changes);
  }

  private removeMatches(subscriptionId: string, caseIds: readonly number[] | 'all'): void {
    if (caseIds === 'all') {
      this.db.prepare('DELETE FROM alert_matches WHERE subscription_id = ?').run(subscriptionId);
      return;
    }
    const remove = this.db.prepare('DELETE FROM alert_matches WHERE subscription_id = ? AND case_id = ?');
    for (const caseId of caseIds) remove.run(subscriptionId, caseId);
  }

  private markProcessed(eventId: string, caseId: number, at: string): void {
    prepared(
      this.db,
      'INSERT OR IGNORE INTO alert_processed_events (event_id, case_id, processed_at) VALUES (?, ?, ?)',
    ).run(eventId, caseId, at);
  }

  private isProcessed(eventId: string): boolean {
    return prepared(this.db, 'SELECT 1 FROM alert_processed_events WHERE event_id = ?').get(eventId) !== undefined;
  }
}

export const sqliteAlertMatchStoreProvider: FactoryProvider<AlertMatchStore> = {
  provide: ALERT_MATCH_STORE,
  inject: [READ_DB],
  useFactory: (db: DatabaseSync) => new SqliteAlertMatchStore(db),
};

/** The notice's subscriptions as [id, reason, watched case] (reason and case null for a direct match). */
function subscriptionRows(notice: NoticeMatches): [string, string | null, number | null][] {
  const reasons = new Map((notice.fileReasons ?? []).map((r) => [r.subscriptionId, r]));
  return notice.subscriptionIds.map((id) => {
    const file = reasons.get(id);
    return [id, file?.reason ?? null, file?.linkedCaseId ?? null];
  });
}
