import type mongoose from 'mongoose';
import type { FileReason, NoticeMatches } from '../ports/match-recording.port.js';
import type { LoggedAlertKind, LoggedMatch, MatchLog, MatchLogPruning } from '../../match-log/match-log.port.js';
import { AppendListeners } from '../../match-log/append-listeners.js';

export const MATCH_LOG_COLLECTION = 'alert_match_log';
export const MATCH_LOG_SEQUENCE = 'alert_match_log_sequence';
export const MATCH_LOG_CURSORS = 'alert_match_log_cursors';

/** The indexes of the queries below (created by `MongoAlertMatchStore.open`). */
export const MATCH_LOG_INDEXES: readonly mongoose.mongo.IndexDescription[] = [
  { key: { seq: 1 }, name: 'by_seq' },
  { key: { eventId: 1 }, name: 'by_event' },
  { key: { caseId: 1 }, name: 'by_case' },
  { key: { alertId: 1 }, name: 'by_alert' },
  { key: { recordedAt: 1 }, name: 'by_recorded' },
  { key: { reasonCaseId: 1 }, name: 'by_reason_case' },
];

/** A reservation older than this belongs to a writer that died: it no longer holds the readers back. */
const STALE_RESERVATION_MS = 60_000;
/** Compare-and-set attempts for a block of positions before the write fails (and is retried by the feed). */
const MAX_RESERVE_ATTEMPTS = 50;

interface LogDocument {
  _id: string;
  seq?: number;
  eventId: string;
  caseId: number;
  caseKey: string;
  publicationDate: string;
  alertKind: LoggedAlertKind;
  alertId: string;
  recordedAt: string;
  /** Why a subscription got the case (issue #32: the debtor's file) and the watched case the reason names. */
  reason?: string;
  reasonCaseId?: number;
  /** Written, not yet given a position: invisible to readers (see `publish`). */
  inFlight?: boolean;
}

/** The position counter and the blocks of positions handed out but not yet published. */
interface SequenceDocument {
  _id: 'seq';
  value: number;
  open: { first: number; at: number }[];
}

/**
 * The match log on MongoDB, written by the match store's `recordNotice` in its idempotent steps:
 * 1. `stage` (before the processed marker): the entries under a deterministic `_id` (event + alert), `inFlight`,
 *    without a position; a redelivery writes the same documents again;
 * 2. `publish` (after the marker, also on a redelivery of a processed event): a block of positions is taken by a
 *    compare-and-set on the counter that records the block as open in the same update, the entries get their
 *    positions and lose `inFlight`, then the block is closed.
 * Readers never read past the first open block (`after`), so an entry can never appear behind a position a
 * consumer has already passed, whichever process writes (several alerts workers on Kafka). A block left open
 * by a killed writer stops holding readers back after a minute; its entries stay `inFlight` until the
 * redelivery of their event publishes them with new positions (positions may have gaps, never repeats); a writer
 * that was only slow finds its block dropped and numbers its entries again behind the readers.
 */
export class MongoMatchLog implements MatchLog, MatchLogPruning {
  private readonly entries: mongoose.mongo.Collection<LogDocument>;
  private readonly sequence: mongoose.mongo.Collection<SequenceDocument>;
  private readonly cursors: mongoose.mongo.Collection<{ _id: string; seq: number }>;
  private readonly appended = new AppendListeners();

  constructor(db: mongoose.mongo.Db) {
    this.entries = db.collection(MATCH_LOG_COLLECTION);
    this.sequence = db.collection(MATCH_LOG_SEQUENCE);
    this.cursors = db.collection(MATCH_LOG_CURSORS);
  }

  /** Step 1: the notice's entries, invisible (every alert that matched: the consumers decide what is new). */
  async stage(notice: NoticeMatches, at: string): Promise<void> {
    const alerts = [
      ...notice.subscriptionIds.map((id) => ['subscription', id] as const),
      ...notice.savedSearchIds.map((id) => ['saved-search', id] as const),
      ...(notice.portfolioIds ?? []).map((id) => ['portfolio', id] as const),
    ];
    if (alerts.length === 0) return;
    const { eventId, caseId, caseKey, publicationDate } = notice;
    const reasons = new Map((notice.fileReasons ?? []).map((r) => [r.subscriptionId, r]));
    await this.entries.bulkWrite(
      alerts.map(([alertKind, alertId]) => ({
        updateOne: {
          filter: { _id: `${eventId}\n${alertKind}\n${alertId}` },
          update: {
            $setOnInsert: {
              eventId,
              caseId,
              caseKey,
              publicationDate,
              alertKind,
              alertId,
              recordedAt: at,
              ...fileReasonFields(alertKind === 'subscription' ? reasons.get(alertId) : undefined),
              inFlight: true,
            },
          },
          upsert: true,
        },
      })),
      { ordered: false },
    );
  }

  /** Step 2: positions for the event's staged entries (none left: nothing to do). */
  async publish(eventId: string): Promise<void> {
    // Subscriptions first, then saved searches, each by id: the order SQLite appends them in.
    const staged = (
      await this.entries.find({ eventId, inFlight: true }, { projection: { _id: 1, alertKind: 1 } }).toArray()
    ).sort((a, b) => b.alertKind.localeCompare(a.alertKind) || a._id.localeCompare(b._id));
    if (staged.length === 0) return;
    const ids = staged.map((doc) => doc._id);
    let block = await this.reserve(ids.length);
    for (let attempt = 0; ; attempt++) {
      let closed: boolean;
      try {
        await this.number(ids, block.first, attempt === 0 ? { inFlight: true } : {});
      } finally {
        // Closed on a failed write too: the redelivery numbers the entries in a new block.
        closed = await this.close(block);
      }
      if (closed) break;
      if (attempt >= MAX_RESERVE_ATTEMPTS) throw new Error('match log: positions went stale repeatedly');
      block = await this.reserve(ids.length);
    }
    this.appended.notify();
  }

  /** The entries get the positions from `first` on (and lose `inFlight`). */
  private async number(ids: readonly string[], first: number, filter: { inFlight?: true }): Promise<void> {
    await this.entries.bulkWrite(
      ids.map((_id, i) => ({
        updateOne: { filter: { _id, ...filter }, update: { $set: { seq: first + i }, $unset: { inFlight: '' } } },
      })),
      { ordered: false },
    );
  }

  /** Closes the block; false when a reader had already dropped it as stale. */
  private async close(block: { first: number; at: number }): Promise<boolean> {
    // Pulled by its exact value: FerretDB's `$pull` takes values, not conditions on embedded documents.
    const { modifiedCount } = await this.sequence.updateOne({ _id: 'seq' }, { $pullAll: { open: [block] } });
    return modifiedCount === 1;
  }

  /** `n` positions, recorded as an open block in the same update that takes them (compare-and-set). */
  private async reserve(n: number): Promise<{ first: number; at: number }> {
    await this.sequence.updateOne({ _id: 'seq' }, { $setOnInsert: { value: 0, open: [] } }, { upsert: true });
    for (let attempt = 0; attempt < MAX_RESERVE_ATTEMPTS; attempt++) {
      const current = await this.sequence.findOne({ _id: 'seq' });
      const value = current?.value ?? 0;
      const block = { first: value + 1, at: Date.now() };
      const { modifiedCount } = await this.sequence.updateOne(
        { _id: 'seq', value },
        { $set: { value: value + n }, $push: { open: block } },
      );
      if (modifiedCount === 1) return block;
    }
    throw new Error('match log: no positions after repeated conflicts');
  }

  /** Cases of the entries of these alerts that are visible (their event's matches were completed). */
  async casesOfAlerts(alertIds: readonly string[]): Promise<number[]> {
    if (alertIds.length === 0) return [];
    const docs = await this.entries
      .find({ alertId: { $in: [...alertIds] }, inFlight: { $exists: false } }, { projection: { caseId: 1 } })
      .toArray();
    return docs.map((doc) => doc.caseId);
  }

  async after(seq: number, limit: number): Promise<LoggedMatch[]> {
    const sequence = await this.sequence.findOne({ _id: 'seq' });
    const staleBefore = Date.now() - STALE_RESERVATION_MS;
    const open = sequence?.open ?? [];
    const fresh = open.filter((block) => block.at >= staleBefore);
    const bound = fresh.length > 0 ? Math.min(...fresh.map((block) => block.first)) : null;
    const stale = open.filter((block) => block.at < staleBefore);
    if (stale.length > 0) await this.sequence.updateOne({ _id: 'seq' }, { $pullAll: { open: stale } });
    const docs = await this.entries
      .find({ seq: bound === null ? { $gt: seq } : { $gt: seq, $lt: bound } })
      .sort({ seq: 1 })
      .limit(limit)
      .toArray();
    return docs.map((doc) => ({
      seq: doc.seq!,
      eventId: doc.eventId,
      caseId: doc.caseId,
      caseKey: doc.caseKey,
      publicationDate: doc.publicationDate,
      alert: { kind: doc.alertKind, id: doc.alertId },
      recordedAt: doc.recordedAt,
      ...(doc.reason !== undefined && { reason: doc.reason }),
    }));
  }

  async cursor(consumer: string): Promise<number> {
    return (await this.cursors.findOne({ _id: consumer }))?.seq ?? 0;
  }

  /** Moved up only: two steps, each harmless when repeated (as the matcher's checkpoints). */
  async advance(consumer: string, seq: number): Promise<void> {
    await this.cursors.updateOne({ _id: consumer, seq: { $lt: seq } }, { $set: { seq } });
    await this.cursors.updateOne({ _id: consumer }, { $setOnInsert: { seq } }, { upsert: true });
  }

  onAppend(listener: () => void): () => void {
    return this.appended.add(listener);
  }

  async dropRecordedBefore(before: string): Promise<number> {
    return (await this.entries.deleteMany({ recordedAt: { $lt: before } })).deletedCount;
  }

  async dropCursorsBetween(from: string, to: string): Promise<number> {
    return (await this.cursors.deleteMany({ _id: { $gte: from, $lt: to } })).deletedCount;
  }

  /** Erasure of cases (their entries go with every other trace). */
  async forgetCases(caseIds: readonly number[]): Promise<void> {
    await this.entries.deleteMany({ caseId: { $in: [...caseIds] } });
    // A reason names the erased case's debtor and Aktenzeichen: it goes, the other case's entry stays.
    await this.entries.updateMany(
      { reasonCaseId: { $in: [...caseIds] } },
      { $unset: { reason: '', reasonCaseId: '' } },
    );
  }

  /** Erasure of alerts: a deleted subscription's or saved search's entries. */
  async forgetAlerts(alertKind: 'subscription' | 'saved-search', alertIds: readonly string[]): Promise<void> {
    if (alertIds.length === 0) return;
    await this.entries.deleteMany({ alertKind, alertId: { $in: [...alertIds] } });
  }
}

/** The fields of a subscription's reason (none for a direct match). */
export function fileReasonFields(file: FileReason | undefined): { reason?: string; reasonCaseId?: number } {
  return file ? { reason: file.reason, reasonCaseId: file.linkedCaseId } : {};
}
