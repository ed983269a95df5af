import type mongoose from 'mongoose';
import type { AlertIds } from '../ports/watched-matches.port.js';
import { caseIndexTerms, caseMatchFields, type CaseMatchFields } from '../../matching/case-terms.js';
import type {
  AlertMatchStore,
  CaseErasures,
  IndexedCase,
  MatcherProgress,
  MatcherWrite,
  NoticeMatches,
  ParkedMessage,
  StoredParkedMessage,
  PendingCase,
  ReturnedCase,
  UnsettledHandOver,
} from '../alert-match-store.port.js';
import { groupHandOvers } from '../search-hand-overs.js';
import type { CaseLookup } from '../ports/case-index.port.js';
import { splitLookups } from '../split-lookups.js';
import type { LoggedMatch } from '../../match-log/match-log.port.js';
import {
  MATCH_LOG_COLLECTION,
  MATCH_LOG_CURSORS,
  MATCH_LOG_INDEXES,
  MATCH_LOG_SEQUENCE,
  MongoMatchLog,
  fileReasonFields,
} from './mongo-match-log.js';

/** `alert_checkpoints` documents, as in SQLite: the matcher's commit and the feed's last published message. */
export const MATCHER_CHECKPOINT = 'alert-matcher';
export const FEED_PUBLISHED_CHECKPOINT = 'new-case-feed:published';
/** Notices up to this position were alerted by the installation this one was migrated from (`migrate-data`). */
export const ALERTED_BEFORE_CHECKPOINT = 'alerted-before-migration';

const CHECKPOINTS = 'alert_checkpoints';
const PROCESSED = 'alert_processed_events';
const MATCHES = 'alert_matches';
const CASE_INDEX = 'alert_case_index';
const SEARCH_MATCHES = 'alert_search_matches';
const SEARCH_SENT = 'alert_search_sent';
const PARKED = 'alert_parked_messages';

const NAMESPACE_EXISTS = 48;

/** The collections and the indexes of every query below, created by `open`. */
const COLLECTIONS: Readonly<Record<string, readonly mongoose.mongo.IndexDescription[]>> = {
  [CHECKPOINTS]: [],
  [PROCESSED]: [],
  [MATCHES]: [
    { key: { subscriptionId: 1, publicationDate: 1, caseId: 1 }, name: 'by_subscription' },
    { key: { caseId: 1 }, name: 'by_case' },
    { key: { eventId: 1 }, name: 'by_event' },
    { key: { reasonCaseId: 1 }, name: 'by_reason_case' },
  ],
  [CASE_INDEX]: [{ key: { terms: 1 }, name: 'by_term' }],
  [SEARCH_MATCHES]: [
    { key: { savedSearchId: 1, publicationDate: 1, caseId: 1 }, name: 'by_search' },
    { key: { caseId: 1 }, name: 'by_case' },
    { key: { eventId: 1 }, name: 'by_event' },
  ],
  [SEARCH_SENT]: [
    { key: { savedSearchId: 1 }, name: 'by_search' },
    { key: { caseId: 1 }, name: 'by_case' },
    { key: { addressKey: 1, sentDay: 1 }, name: 'by_address_day' },
    { key: { mailKey: 1 }, name: 'by_mail' },
  ],
  [PARKED]: [{ key: { caseId: 1 }, name: 'by_case' }],
  [MATCH_LOG_COLLECTION]: MATCH_LOG_INDEXES,
  [MATCH_LOG_SEQUENCE]: [],
  [MATCH_LOG_CURSORS]: [],
};

/** A pending match: one per subscription (or saved search) and case, `_id` made of both. */
interface MatchDocument {
  _id: string;
  subscriptionId?: string;
  savedSearchId?: string;
  caseId: number;
  caseKey: string;
  /** The notice that recorded it (absent when a digest handed it back). */
  eventId?: string;
  publicationDate: string;
  matchedAt: string;
  /** Why a subscription got the case (issue #32: the debtor's file) and the watched case the reason names. */
  reason?: string;
  reasonCaseId?: number;
  /** Written, but its notice is not marked processed yet: no digest may see it (see the class comment). */
  inFlight?: boolean;
}

interface CaseIndexDocument {
  _id: number;
  caseKey: string;
  /** The matching fields as JSON text (read whole, never queried). */
  fields: string;
  publicationDate: string;
  /** The watchlist preview's terms of the case: an indexed array, looked up with `$in`. */
  terms: string[];
}

interface SentDocument {
  _id: string;
  savedSearchId: string;
  caseId: number;
  addressKey: string;
  sentDay: string;
  /** Until the mail's outcome is recorded: its key and what a hand-back needs (issue #30). */
  mailKey?: string;
  caseKey?: string;
  publicationDate?: string;
}

interface ParkedDocument {
  _id: string;
  caseId?: number;
  attempts: number;
  error: string;
  parkedAt: string;
  /** JSON text: a parked payload may hold any keys, even ones MongoDB refuses as field names. */
  payload: string;
}

/** Positions: 20-digit zero-padded decimals, exact for 64 bits and ordered as strings (`stored-position.ts`). */
const stored = (position: bigint): string => position.toString().padStart(20, '0');
const pairId = (owner: string, caseId: number): string => `${owner}\n${caseId}`;
const visible = { inFlight: { $exists: false } };

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

/**
 * `AlertMatchStore` on MongoDB (or any MongoDB-compatible server): the matcher's own collections (`alert_*`),
 * not a projection, a replay does not touch them. The twin of `SqliteAlertMatchStore`.
 *
 * Without multi-document transactions, recording a notice is several writes, and a crash may come between any
 * two of them; the feed then delivers the message again. Each write is harmless when it runs twice, and the
 * order makes the redelivery finish the job without recording anything twice:
 * 1. the matches, upserted under a deterministic `_id` (subscription or saved search + case: one match per pair,
 *    as SQLite's unique key) with `$setOnInsert`, marked `inFlight`;
 * 2. the case's entry in the watchlist index (a replacement under the case id);
 * 3. the processed marker of the event id (an upsert): from here on a redelivery records nothing again;
 * 4. the matches of the event lose `inFlight`: only now may a digest see them; then the event's match-log
 *    entries (staged before 3, invisible) get their positions (`MongoMatchLog`);
 * 5. the committed position (moved up only, never back).
 * A crash before 3 leaves matches no digest can see (so none is sent and deleted before the redelivery could
 * write it again); the redelivery writes the same documents again and finishes. A crash between 3 and 4 is
 * finished by the redelivery too: a processed event's delivery only repeats step 4 (and 5). Erasures delete
 * first and write their markers last, so an interrupted erasure is repeated whole. A write that fails in
 * `recordAll` may have left part of its documents, all of them invisible or harmless, for its retry.
 *
 * Limit: MongoDB keeps no WAL of ours to truncate; what the storage engine keeps of deleted documents until it
 * compacts is the server's business (SQLite's adapter truncates its WAL after erasures).
 */
export class MongoAlertMatchStore implements AlertMatchStore {
  private readonly checkpoints: mongoose.mongo.Collection<{ _id: string; position: string }>;
  private readonly processedEvents: mongoose.mongo.Collection<{ _id: string; caseId: number; processedAt: string }>;
  private readonly matches: mongoose.mongo.Collection<MatchDocument>;
  private readonly caseIndex: mongoose.mongo.Collection<CaseIndexDocument>;
  private readonly searchMatches: mongoose.mongo.Collection<MatchDocument>;
  private readonly searchSent: mongoose.mongo.Collection<SentDocument>;
  private readonly parked: mongoose.mongo.Collection<ParkedDocument>;
  private readonly log: MongoMatchLog;

  /** Use `open`, which creates the collections and indexes first. */
  private constructor(db: mongoose.mongo.Db) {
    this.checkpoints = db.collection(CHECKPOINTS);
    this.processedEvents = db.collection(PROCESSED);
    this.matches = db.collection(MATCHES);
    this.caseIndex = db.collection(CASE_INDEX);
    this.searchMatches = db.collection(SEARCH_MATCHES);
    this.searchSent = db.collection(SEARCH_SENT);
    this.parked = db.collection(PARKED);
    this.log = new MongoMatchLog(db);
  }

  /** The store on `db`, its collections and indexes created explicitly (never implicitly by a first write). */
  static async open(db: mongoose.mongo.Db): Promise<MongoAlertMatchStore> {
    for (const [name, indexes] of Object.entries(COLLECTIONS)) {
      await db.createCollection(name).catch((error: unknown) => {
        if ((error as { code?: unknown }).code !== NAMESPACE_EXISTS) throw error;
      });
      // One index per command: FerretDB v1.24 drops the connection when one `createIndexes` names several
      // indexes that all exist already (every start after the first).
      for (const index of indexes) await db.collection(name).createIndexes([index]);
    }
    return new MongoAlertMatchStore(db);
  }

  async processed(eventIds: readonly string[]): Promise<Set<string>> {
    if (eventIds.length === 0) return new Set();
    const found = await this.processedEvents
      .find({ _id: { $in: [...eventIds] } }, { projection: { _id: 1 } })
      .toArray();
    return new Set(found.map((doc) => doc._id));
  }

  async record(write: MatcherWrite, at: string): Promise<void> {
    await this.write(write, at);
    await this.advanceCheckpoint(MATCHER_CHECKPOINT, highestPosition([write]));
  }

  /** Each write in turn; a failed one is reported (its documents left invisible or harmless, see above). */
  async recordAll(writes: readonly MatcherWrite[], at: string): Promise<MatcherWrite[]> {
    const failed: MatcherWrite[] = [];
    for (const write of writes) {
      try {
        await this.write(write, at);
      } catch {
        failed.push(write);
      }
    }
    const recorded = writes.filter((write) => !failed.includes(write));
    if (recorded.length > 0) await this.advanceCheckpoint(MATCHER_CHECKPOINT, highestPosition(recorded));
    return failed;
  }

  /** The parked message (replacing an earlier parking of it), then its processed marker, then the position. */
  async park(message: ParkedMessage, at: string): Promise<void> {
    const doc: Omit<ParkedDocument, '_id'> = {
      ...(message.caseId !== null && { caseId: message.caseId }),
      attempts: message.attempts,
      error: message.error,
      parkedAt: at,
      payload: JSON.stringify(message.payload) ?? 'null',
    };
    await this.parked.replaceOne({ _id: message.eventId }, doc, { upsert: true });
    if (message.caseId !== null) await this.markProcessed([{ eventId: message.eventId, caseId: message.caseId }], at);
    if (message.position !== null) await this.advanceCheckpoint(MATCHER_CHECKPOINT, message.position);
  }

  async parkedMessages(limit: number): Promise<StoredParkedMessage[]> {
    const docs = await this.parked.find().sort({ parkedAt: 1, _id: 1 }).limit(limit).toArray();
    return docs.map((doc) => ({
      eventId: doc._id,
      attempts: doc.attempts,
      parkedAt: doc.parkedAt,
      payload: JSON.parse(doc.payload) as unknown,
    }));
  }

  /** Marker, write (its steps are safe to repeat), then the parking: a crash leaves it parked for the next retry. */
  async resumeParked(eventId: string, write: MatcherWrite | null, at: string): Promise<void> {
    await this.processedEvents.deleteOne({ _id: eventId });
    if (write) await this.record(write, at);
    await this.parked.deleteOne({ _id: eventId });
  }

  async parkedCount(): Promise<number> {
    return this.parked.countDocuments();
  }

  async progress(): Promise<MatcherProgress> {
    const docs = await this.checkpoints
      .find({ _id: { $in: [MATCHER_CHECKPOINT, FEED_PUBLISHED_CHECKPOINT] } })
      .toArray();
    const position = (name: string) => BigInt(docs.find((doc) => doc._id === name)?.position ?? 0);
    return { matcherPosition: position(MATCHER_CHECKPOINT), feedPosition: position(FEED_PUBLISHED_CHECKPOINT) };
  }

  async alertedBeforeThrough(): Promise<bigint> {
    const doc = await this.checkpoints.findOne({ _id: ALERTED_BEFORE_CHECKPOINT });
    return BigInt(doc?.position ?? 0);
  }

  async recordAlertedBeforeThrough(position: bigint): Promise<void> {
    await this.advanceCheckpoint(ALERTED_BEFORE_CHECKPOINT, position);
  }

  async subscriptionsWithPendingMatches(): Promise<string[]> {
    return ((await this.matches.distinct('subscriptionId', visible)) as string[]).sort();
  }

  async pendingMatches(subscriptionId: string): Promise<PendingCase[]> {
    return this.pending(this.matches, { subscriptionId, ...visible });
  }

  async markSent(subscriptionId: string, caseIds: readonly number[]): Promise<void> {
    await this.removeMatches(subscriptionId, caseIds);
  }

  async discard(subscriptionId: string, caseIds: readonly number[] | 'all'): Promise<void> {
    await this.removeMatches(subscriptionId, caseIds);
  }

  async eraseSubscription(subscriptionId: string): Promise<void> {
    await this.matches.deleteMany({ subscriptionId });
    await this.log.forgetAlerts('subscription', [subscriptionId]);
  }

  after(seq: number, limit: number): Promise<LoggedMatch[]> {
    return this.log.after(seq, limit);
  }

  cursor(consumer: string): Promise<number> {
    return this.log.cursor(consumer);
  }

  advance(consumer: string, seq: number): Promise<void> {
    return this.log.advance(consumer, seq);
  }

  onAppend(listener: () => void): () => void {
    return this.log.onAppend(listener);
  }

  dropRecordedBefore(before: string): Promise<number> {
    return this.log.dropRecordedBefore(before);
  }

  dropCursorsBetween(from: string, to: string): Promise<number> {
    return this.log.dropCursorsBetween(from, to);
  }

  async casesMatchedBy({ subscriptionIds, savedSearchIds }: AlertIds): Promise<number[]> {
    const caseIds = new Set<number>();
    const add = (docs: readonly { caseId: number }[]) => docs.forEach((doc) => caseIds.add(doc.caseId));
    const projection = { projection: { caseId: 1 } };
    if (subscriptionIds.length > 0) {
      add(await this.matches.find({ subscriptionId: { $in: [...subscriptionIds] }, ...visible }, projection).toArray());
    }
    if (savedSearchIds.length > 0) {
      const ids = { savedSearchId: { $in: [...savedSearchIds] } };
      add(await this.searchMatches.find({ ...ids, ...visible }, projection).toArray());
      add(await this.searchSent.find(ids, projection).toArray());
    }
    add((await this.log.casesOfAlerts([...subscriptionIds, ...savedSearchIds])).map((caseId) => ({ caseId })));
    return [...caseIds];
  }

  async indexedCases(caseIds: readonly number[]): Promise<IndexedCase[]> {
    if (caseIds.length === 0) return [];
    const docs = await this.caseIndex.find({ _id: { $in: [...caseIds] } }, { projection: { terms: 0 } }).toArray();
    return docs.map((doc) => ({
      caseId: doc._id,
      caseKey: doc.caseKey,
      fields: JSON.parse(doc.fields) as CaseMatchFields,
      publicationDate: doc.publicationDate,
    }));
  }

  async casesIndexedUnder(lookups: readonly CaseLookup[]): Promise<IndexedCase[]> {
    const { single, groups } = splitLookups(lookups);
    const any = [
      ...(single.length > 0 ? [{ terms: { $in: single } }] : []),
      ...groups.map((group) => ({ terms: { $all: [...group] } })),
    ];
    if (any.length === 0) return [];
    const docs = await this.caseIndex
      .find(any.length === 1 ? any[0]! : { $or: any })
      .sort({ publicationDate: -1, _id: -1 })
      .toArray();
    return docs.map((doc) => ({
      caseId: doc._id,
      caseKey: doc.caseKey,
      fields: JSON.parse(doc.fields) as CaseMatchFields,
      publicationDate: doc.publicationDate,
    }));
  }

  async savedSearchesWithTraces(): Promise<string[]> {
    const pending = (await this.searchMatches.distinct('savedSearchId')) as string[];
    const sent = (await this.searchSent.distinct('savedSearchId')) as string[];
    return [...new Set([...pending, ...sent])].sort();
  }

  async savedSearchesWithPendingMatches(): Promise<string[]> {
    return ((await this.searchMatches.distinct('savedSearchId', visible)) as string[]).sort();
  }

  async pendingSearchMatches(savedSearchId: string): Promise<PendingCase[]> {
    return this.pending(this.searchMatches, { savedSearchId, ...visible });
  }

  async searchDigestSentOn(address: string, day: string): Promise<boolean> {
    return (await this.searchSent.findOne({ addressKey: address, sentDay: day }, { projection: { _id: 1 } })) !== null;
  }

  /**
   * The hand-over is written before its matches go: interrupted in between, the cases are still pending and
   * marked handed over, so no later notice matches them again and the next digest sends them.
   */
  async handOverSearchMatches(
    savedSearchId: string,
    caseIds: readonly number[],
    address: string,
    day: string,
    mailKey: string,
  ): Promise<void> {
    if (caseIds.length === 0) return;
    // The pending match's key and date go along: a hand-back after a crash restores the match as it was.
    const pending = new Map(
      (
        await this.searchMatches
          .find(
            { savedSearchId, caseId: { $in: [...caseIds] } },
            { projection: { caseId: 1, caseKey: 1, publicationDate: 1 } },
          )
          .toArray()
      ).map((doc) => [doc.caseId, doc]),
    );
    await this.searchSent.bulkWrite(
      caseIds.map((caseId) => {
        const match = pending.get(caseId);
        return {
          updateOne: {
            filter: { _id: pairId(savedSearchId, caseId) },
            update: {
              $setOnInsert: { savedSearchId, caseId, addressKey: address, sentDay: day },
              $set: { mailKey, ...(match && { caseKey: match.caseKey, publicationDate: match.publicationDate }) },
            },
            upsert: true,
          },
        };
      }),
    );
    await this.searchMatches.deleteMany({ savedSearchId, caseId: { $in: [...caseIds] } });
  }

  async unsettledSearchHandOvers(): Promise<UnsettledHandOver[]> {
    const docs = await this.searchSent
      .find({ mailKey: { $exists: true } })
      .sort({ mailKey: 1, savedSearchId: 1, caseId: 1 })
      .toArray();
    return groupHandOvers(docs.map((doc) => ({ ...doc, mailKey: doc.mailKey! })));
  }

  async settleSearchHandOvers(mailKey: string): Promise<void> {
    await this.searchSent.updateMany({ mailKey }, { $unset: { mailKey: '', caseKey: '', publicationDate: '' } });
  }

  async handBackSearchMatches(savedSearchId: string, cases: readonly ReturnedCase[], at: string): Promise<void> {
    if (cases.length === 0) return;
    await this.searchMatches.bulkWrite(
      cases.map((c) => ({
        updateOne: {
          filter: { _id: pairId(savedSearchId, c.caseId) },
          update: {
            $setOnInsert: {
              savedSearchId,
              caseId: c.caseId,
              caseKey: c.caseKey,
              publicationDate: c.publicationDate,
              matchedAt: at,
            },
          },
          upsert: true,
        },
      })),
    );
    await this.searchSent.deleteMany({ savedSearchId, caseId: { $in: cases.map((c) => c.caseId) } });
  }

  async discardSearchMatches(savedSearchId: string, caseIds: readonly number[] | 'all'): Promise<void> {
    await this.searchMatches.deleteMany(
      caseIds === 'all' ? { savedSearchId } : { savedSearchId, caseId: { $in: [...caseIds] } },
    );
  }

  async eraseSavedSearches(savedSearchIds: readonly string[]): Promise<void> {
    if (savedSearchIds.length === 0) return;
    const filter = { savedSearchId: { $in: [...savedSearchIds] } };
    await this.searchMatches.deleteMany(filter);
    await this.searchSent.deleteMany(filter);
    await this.log.forgetAlerts('saved-search', savedSearchIds);
  }

  private async write(write: MatcherWrite, at: string): Promise<void> {
    if (write.kind === 'erasures') await this.forgetCases(write, at);
    else await this.recordNotice(write, at);
  }

  /** The steps of the class comment, in their order. */
  private async recordNotice(notice: NoticeMatches, at: string): Promise<void> {
    const { eventId, caseId, caseKey, publicationDate } = notice;
    if ((await this.processed([eventId])).size === 0) {
      const match = { caseId, caseKey, eventId, publicationDate, matchedAt: at, inFlight: true };
      const reasons = new Map((notice.fileReasons ?? []).map((r) => [r.subscriptionId, r]));
      // A match already pending keeps what it was (a direct match stays one without a reason).
      await this.insertMissing(
        this.matches,
        notice.subscriptionIds.map((subscriptionId) => ({
          _id: pairId(subscriptionId, caseId),
          subscriptionId,
          ...match,
          ...fileReasonFields(reasons.get(subscriptionId)),
        })),
      );
      // A case already handed to one of a saved search's digests is not a new match for it.
      const handedOver = await this.searchSent
        .find({ _id: { $in: notice.savedSearchIds.map((id) => pairId(id, caseId)) } }, { projection: { _id: 1 } })
        .toArray();
      const sent = new Set(handedOver.map((doc) => doc._id));
      await this.insertMissing(
        this.searchMatches,
        notice.savedSearchIds
          .map((savedSearchId) => ({ _id: pairId(savedSearchId, caseId), savedSearchId, ...match }))
          .filter((doc) => !sent.has(doc._id)),
      );
      const fields = caseMatchFields(notice.fields);
      await this.caseIndex.replaceOne(
        { _id: caseId },
        { caseKey, fields: JSON.stringify(fields), publicationDate, terms: caseIndexTerms(fields) },
        { upsert: true },
      );
      await this.log.stage(notice, at);
      await this.markProcessed([{ eventId, caseId }], at);
    }
    // Also for a processed event: the crash may have come between its marker and this.
    await this.matches.updateMany({ eventId, inFlight: true }, { $unset: { inFlight: '' } });
    await this.searchMatches.updateMany({ eventId, inFlight: true }, { $unset: { inFlight: '' } });
    await this.log.publish(eventId);
  }

  /** Every trace of the cases goes first, the erasures' markers last; erasures already processed are skipped. */
  private async forgetCases({ erasures }: CaseErasures, at: string): Promise<void> {
    const done = await this.processed(erasures.map((erasure) => erasure.eventId));
    const fresh = erasures.filter((erasure) => !done.has(erasure.eventId));
    if (fresh.length === 0) return;
    const caseIds = [...new Set(fresh.map((erasure) => erasure.caseId))];
    for (const collection of [this.matches, this.searchMatches, this.searchSent, this.parked]) {
      await (collection as unknown as mongoose.mongo.Collection<{ caseId: number }>).deleteMany({
        caseId: { $in: caseIds },
      });
    }
    await this.caseIndex.deleteMany({ _id: { $in: caseIds } });
    // A reason names the erased case's debtor and Aktenzeichen: it goes, the other case's match stays.
    await this.matches.updateMany({ reasonCaseId: { $in: caseIds } }, { $unset: { reason: '', reasonCaseId: '' } });
    await this.log.forgetCases(caseIds);
    await this.markProcessed(fresh, at);
  }

  private async markProcessed(events: readonly { eventId: string; caseId: number }[], at: string): Promise<void> {
    if (events.length === 0) return;
    await this.processedEvents.bulkWrite(
      events.map(({ eventId, caseId }) => ({
        updateOne: {
          filter: { _id: eventId },
          update: { $setOnInsert: { caseId, processedAt: at } },
          upsert: true,
        },
      })),
    );
  }

  /** INSERT OR IGNORE: documents whose `_id` exists stay as they are. */
  private async insertMissing(collection: mongoose.mongo.Collection<MatchDocument>, docs: MatchDocument[]) {
    if (docs.length === 0) return;
    await collection.bulkWrite(
      docs.map(({ _id, ...fields }) => ({
        updateOne: { filter: { _id }, update: { $setOnInsert: fields }, upsert: true },
      })),
      { ordered: false },
    );
  }

  private async pending(
    collection: mongoose.mongo.Collection<MatchDocument>,
    filter: mongoose.mongo.Filter<MatchDocument>,
  ): Promise<PendingCase[]> {
    const docs = await collection
      .find(filter, { projection: { caseId: 1, caseKey: 1, reason: 1 } })
      .sort({ publicationDate: 1, caseId: 1 })
      .toArray();
    return docs.map((doc) => ({
      caseId: doc.caseId,
      caseKey: doc.caseKey,
      ...(doc.reason !== undefined && { reason: doc.reason }),
    }));
  }

  private async removeMatches(subscriptionId: string, caseIds: readonly number[] | 'all'): Promise<void> {
    await this.matches.deleteMany(
      caseIds === 'all' ? { subscriptionId } : { subscriptionId, caseId: { $in: [...caseIds] } },
    );
  }

  /** Moves a checkpoint up to `position`, never back (messages of several partitions arrive in any order). */
  private async advanceCheckpoint(name: string, position: bigint): Promise<void> {
    const value = stored(position);
    await this.checkpoints.updateOne({ _id: name, position: { $lt: value } }, { $set: { position: value } });
    await this.checkpoints.updateOne({ _id: name }, { $setOnInsert: { position: value } }, { upsert: true });
  }
}
