import type { CaseStatisticsFacts } from '@insolvenz/backend/cases/domain/events.js';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import type mongoose from 'mongoose';
import {
  HeldWrites,
  LoadedDocuments,
  type MongoTableModel,
  type MongoWrite,
} from '../../../store/mongo/mongo-tables.js';
import { storedPosition } from '../../../store/mongo/stored-position.js';
import { historicalStatsProjection, type HistoricalStatsView } from '../historical-stats.projection.js';

export const HISTORY_INCREMENTS = 'rm_history_increments';
export const HISTORY_OPEN_CASES = 'rm_history_open_cases';

/**
 * A case of `rm_history_open_cases`: the facts a living case is counted under, with the position of the last
 * event applied to it. Its erasure leaves only the id and that position (`closed`, no facts): the guard that
 * keeps an erasure record delivered again after a crash from counting the case a second time.
 */
type OpenCaseDocument = { _id: string; position: string } & (CaseStatisticsFacts | { closed: true });

/**
 * The historical statistics on MongoDB. SQLite adds each change to a counter per combination of facts; a
 * counter incremented by `$inc` would count twice when a batch is delivered again after a crash, and a position
 * guard per counter cannot tell which of a batch's increments it already holds. So every `count` change is
 * stored as an increment of its own, keyed by the event's position and the change's place in it (an upsert
 * that a second delivery finds done), without name, case id or Aktenzeichen; `MongoCaseQueries.historyCounts`
 * adds them up per period and group. A proceeding is one increment (two more only when its erasure record
 * counts it under other facts). The open cases are written last: their positions guard the events (an event a
 * case has seen is skipped) and `evolve` (`counted`); an erased case stays as id and position only.
 *
 * Not built with `mongoTables`: the increments need the position of the event that decided them, which the
 * projection's changes do not carry.
 */
export const historicalStatsMongo: MongoTableModel = {
  name: historicalStatsProjection.name,
  collections: {
    [HISTORY_INCREMENTS]: [{ key: { day: 1 }, name: 'day' }],
    [HISTORY_OPEN_CASES]: [],
  },
  dump: async (db) => [
    ...(await db.collection(HISTORY_INCREMENTS).find().sort({ _id: 1 }).toArray()),
    ...(await db.collection(HISTORY_OPEN_CASES).find().sort({ _id: 1 }).toArray()),
  ],
  open: (db) => new HistoricalStatsWriter(db),
};

class HistoricalStatsWriter {
  private readonly open: LoadedDocuments<OpenCaseDocument>;
  private readonly writes = new HeldWrites();
  /** Open cases this batch changed, as they were before it. */
  private readonly before = new Map<string, OpenCaseDocument | null>();

  private readonly view: HistoricalStatsView = {
    counted: (caseId) => {
      const doc = this.open.get(String(caseId));
      if (!doc || 'closed' in doc) return undefined;
      const { day, state, court, procedureType, legalForm, debtorKind } = doc;
      return { day, state, court, procedureType, legalForm, debtorKind };
    },
  };

  constructor(private readonly db: mongoose.mongo.Db) {
    this.open = new LoadedDocuments(db.collection<OpenCaseDocument>(HISTORY_OPEN_CASES));
  }

  async load(events: readonly RecordedEvent[]): Promise<void> {
    await this.open.load(events.map((event) => String((event.data as { caseId: number }).caseId)));
  }

  write(event: RecordedEvent): void {
    const position = storedPosition(event.position);
    // Applied already (written before a crash, delivered again): the case's position says so.
    const applied = this.open.get(String((event.data as { caseId: number }).caseId))?.position;
    if (applied !== undefined && applied >= position) return;
    historicalStatsProjection.evolve(this.view, event).forEach((change, index) => {
      switch (change.kind) {
        case 'open-case':
          return this.change(change.caseId, event.position, change.facts);
        case 'close-case':
          return this.change(change.caseId, event.position, null);
        case 'count':
          this.writes.add(HISTORY_INCREMENTS, {
            updateOne: {
              filter: { _id: `${position}.${index}` },
              update: { $setOnInsert: { ...change.facts, delta: change.delta } },
              upsert: true,
            },
          });
      }
    });
  }

  async flush(): Promise<void> {
    for (const [id, before] of this.before) {
      this.writes.add(HISTORY_OPEN_CASES, openCaseWrite(before, this.open.get(id)!));
    }
    this.before.clear();
    await this.writes.flush(this.db, [HISTORY_INCREMENTS, HISTORY_OPEN_CASES]);
  }

  private change(caseId: number, position: bigint, facts: CaseStatisticsFacts | null): void {
    const id = String(caseId);
    if (!this.before.has(id)) this.before.set(id, this.open.get(id));
    this.open.set(id, { _id: id, ...(facts ?? { closed: true }), position: storedPosition(position) });
  }
}

function openCaseWrite(before: OpenCaseDocument | null, after: OpenCaseDocument): MongoWrite {
  const { _id, ...fields } = after;
  if (before === null) return { updateOne: { filter: { _id }, update: { $setOnInsert: fields }, upsert: true } };
  return { replaceOne: { filter: { _id, position: { $lt: after.position } }, replacement: fields } };
}
