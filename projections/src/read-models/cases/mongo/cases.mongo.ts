import { caseWords, wordPrefixes } from '@insolvenz/backend/platform/text/search-words.js';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import type mongoose from 'mongoose';
import {
  HeldWrites,
  LoadedDocuments,
  type MongoWrite,
  mongoTables,
  withoutNulls,
} from '../../../store/mongo/mongo-tables.js';
import { positionOf, storedPosition } from '../../../store/mongo/stored-position.js';
import type { CaseChange, CasesView, KnownListing } from '../cases.changes.js';
import { casesProjection } from '../cases.projection.js';
import {
  addEarlier,
  CASES,
  type CaseDocument,
  KNOWN_NOTICES,
  newCase,
  showLatest,
  timelineOf,
  withCorrection,
  withNotice,
} from './case-documents.js';

export { CASES, KNOWN_NOTICES };

/** The search order: newest publication first, ties by the higher case id. */
const NEWEST_FIRST = { publicationDate: -1, caseId: -1 } as const;

/**
 * The cases read model on MongoDB: `rm_cases` (one document per case, its notices and search words inside) and
 * `rm_known_notices` (listing fingerprints, kept after erasure). Applies every change as `cases.sqlite.ts`.
 *
 * One document per case because a case's changes then land in ONE write: without multi-document transactions,
 * the case, its timeline and its search entry can never disagree, and an erasure is a single delete that
 * leaves no notice or search word behind. The case's position guards the whole case in `evolve` (as SQLite's
 * `rm_cases.position` does), so the known listings are written first and the cases last.
 *
 * Search (backend `MongoCaseQueries`): `terms` holds every folded word and its prefixes of 1–8 characters (the
 * FTS5 prefix indexes), so each query word is an equality on a multikey index; the compound indexes below put
 * every equality filter before the search order, so a filtered page is an index range in result order. The
 * ranked search (issue #29) also looks up whole `words` (Aktenzeichen parts, typo variants) and `legalForm`.
 * The indexes are created whenever the store prepares the read model, so adding one needs no version bump.
 *
 * Active cases are counted from the index `active`, not kept in a counter document as SQLite's triggers keep
 * `rm_case_activity`: without multi-document transactions a counter cannot change in the same write as its case,
 * so a crash between the two, or a batch delivered again, would leave it wrong for good; the index cannot drift.
 */
export const casesMongo = mongoTables(casesProjection, {
  collections: {
    [CASES]: [
      { key: NEWEST_FIRST, name: 'newest_first' },
      { key: { state: 1, ...NEWEST_FIRST }, name: 'state_newest_first' },
      { key: { procedureType: 1, ...NEWEST_FIRST }, name: 'procedure_newest_first' },
      { key: { state: 1, procedureType: 1, ...NEWEST_FIRST }, name: 'state_procedure_newest_first' },
      { key: { debtorKind: 1, ...NEWEST_FIRST }, name: 'debtor_kind_newest_first' },
      { key: { terms: 1, ...NEWEST_FIRST }, name: 'terms_newest_first' },
      // Whole words (issue #29): the parts of an Aktenzeichen, typo variants, words longer than eight characters.
      { key: { words: 1 }, name: 'words' },
      // A legal form alone ("GmbH", "Aktiengesellschaft") lists the cases of that legal form.
      { key: { legalForm: 1, ...NEWEST_FIRST }, name: 'legal_form_newest_first' },
      { key: { caseNumberKey: 1, ...NEWEST_FIRST }, name: 'case_number_newest_first' },
      { key: { postalCode: 1 }, name: 'postal_code' },
      { key: { cityKey: 1 }, name: 'city_key' },
      { key: { registerNumber: 1 }, name: 'register_number' },
      { key: { createdAt: -1, caseId: -1 }, name: 'recorded_last' },
      // "Aktive Verfahren": MongoDB counts `{ active: true }` from this index alone (a count scan, no document read).
      { key: { active: 1 }, name: 'active' },
      { key: { caseId: 1 }, name: 'case_id', unique: true },
    ],
    [KNOWN_NOTICES]: [
      { key: { publicationDate: 1 }, name: 'publication_date' },
      { key: { caseId: 1 }, name: 'case_id' },
    ],
  },
  dump: async (db) => [
    ...(await db.collection(CASES).find().sort({ caseId: 1 }).toArray()),
    ...(await db.collection(KNOWN_NOTICES).find().sort({ _id: 1 }).toArray()),
  ],
  open: (db) => new CasesWriter(db),
});

class CasesWriter {
  private readonly cases: LoadedDocuments<CaseDocument>;
  private readonly writes = new HeldWrites();
  /** The cases this batch changed, as they were before it (null: absent). */
  private readonly before = new Map<string, CaseDocument | null>();
  /** Position of the erasure record of each case erased in this batch (guards the delete). */
  private readonly erasedAt = new Map<string, bigint>();

  readonly view: CasesView = {
    currentCase: (caseId) => {
      const doc = this.cases.get(String(caseId));
      return doc
        ? { position: positionOf(doc.position), noticeCount: doc.noticeCount, publicationDate: doc.publicationDate }
        : undefined;
    },
    timeline: (caseId) => {
      const doc = this.cases.get(String(caseId));
      return doc ? timelineOf(doc) : [];
    },
  };

  constructor(private readonly db: mongoose.mongo.Db) {
    this.cases = new LoadedDocuments(db.collection<CaseDocument>(CASES));
  }

  async load(events: readonly RecordedEvent[]): Promise<void> {
    // Every handled event names its case; an erasure needs the case loaded to forget it in the batch's view.
    const ids = events.map((event) => String((event.data as { caseId: number }).caseId));
    events.forEach((event, i) => {
      if (event.type === 'CaseRetentionExpired') this.erasedAt.set(ids[i], event.position);
    });
    await this.cases.load(ids);
  }

  apply(change: CaseChange): void {
    switch (change.kind) {
      case 'remember-listing':
        return this.rememberListing(change);
      case 'erase-case':
        this.change(change.caseId, () => null);
        for (const listing of change.knownListings) this.rememberListing(listing);
        return;
      case 'add-case':
        return this.change(change.caseId, () => newCase(change, storedPosition(change.position)));
      case 'show-latest-notice':
        return this.change(change.caseId, (doc) => doc && showLatest(doc, change, storedPosition(change.position)));
      case 'add-earlier-notice':
        return this.change(change.caseId, (doc) => doc && addEarlier(doc, change, storedPosition(change.position)));
      case 'correct-court': {
        const { caseKey, court, state } = change;
        const position = storedPosition(change.position);
        return this.change(change.caseId, (doc) => doc && { ...doc, caseKey, court, state, position });
      }
      case 'set-city-key':
        return this.change(change.caseId, (doc) => doc && { ...doc, cityKey: change.cityKey });
      case 'add-notice':
        return this.change(change.caseId, (doc) => doc && withNotice(doc, change));
      case 'correct-notice':
        return this.change(change.caseId, (doc) => doc && withCorrection(doc, change, storedPosition(change.position)));
      case 'withdraw-notice':
        return this.change(
          change.caseId,
          (doc) =>
            doc && {
              ...doc,
              position: storedPosition(change.position),
              notices: doc.notices.map((n) =>
                n.fingerprint === change.fingerprint ? { ...n, withdrawnAt: n.withdrawnAt ?? change.withdrawnAt } : n,
              ),
            },
        );
      case 'restatus-notices':
        return this.change(
          change.caseId,
          (doc) =>
            doc && {
              ...doc,
              notices: doc.notices.map((n) => ({ ...n, status: change.statuses.get(n.seq) ?? n.status })),
            },
        );
      case 'index-case': {
        const words = caseWords(change.name, change.numbers);
        return this.change(change.caseId, (doc) => doc && { ...doc, words, terms: wordPrefixes(words) });
      }
    }
  }

  /**
   * Writes each changed case once, in its state after the batch: a case that existed is replaced or deleted only
   * if the stored one is older; a new case is inserted only if none exists (one written before a crash is
   * newer or the same). The known listings go first: the case's position guards `evolve`.
   */
  async flush(): Promise<void> {
    for (const [id, before] of this.before) {
      const after = this.cases.get(id);
      const write = caseWrite(id, before, after, this.erasedAt.get(id));
      if (write) this.writes.add(CASES, write);
    }
    this.before.clear();
    await this.writes.flush(this.db, [KNOWN_NOTICES, CASES]);
  }

  private change(caseId: number, next: (doc: CaseDocument | null) => CaseDocument | null): void {
    const id = String(caseId);
    const doc = this.cases.get(id);
    if (!this.before.has(id)) this.before.set(id, doc);
    this.cases.set(id, next(doc));
  }

  /** INSERT OR IGNORE: a fingerprint once known stays with its first case and day. */
  private rememberListing(listing: KnownListing): void {
    const { fingerprint, caseId, publicationDate } = listing;
    this.writes.add(KNOWN_NOTICES, {
      updateOne: { filter: { _id: fingerprint }, update: { $setOnInsert: { caseId, publicationDate } }, upsert: true },
    });
  }
}

function caseWrite(
  id: string,
  before: CaseDocument | null,
  after: CaseDocument | null,
  erasedAt: bigint | undefined,
): MongoWrite | null {
  if (after === null) {
    if (before === null) return null;
    const guard = erasedAt === undefined ? {} : { position: { $lt: storedPosition(erasedAt) } };
    return { deleteOne: { filter: { _id: id, ...guard } } };
  }
  const { _id, ...rest } = after;
  const fields = { ...withoutNulls(rest), notices: after.notices.map((notice) => withoutNulls(notice)) };
  if (before === null) return { updateOne: { filter: { _id }, update: { $setOnInsert: fields }, upsert: true } };
  return { replaceOne: { filter: { _id, position: { $lt: after.position } }, replacement: fields } };
}
