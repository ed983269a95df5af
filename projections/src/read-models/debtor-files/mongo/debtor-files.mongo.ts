import {
  counterparts,
  identityKeys,
  type DebtorIdentity,
} from '@insolvenz/backend/cases/domain/debtor-file/debtor-identity.js';
import type { CaseImported, CaseNoticePublished } from '@insolvenz/backend/cases/domain/events.js';
import type { CaseRetentionExpired } from '@insolvenz/backend/cases/domain/events.js';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { GuardedDocuments } from '../../../store/mongo/guarded-documents.js';
import { mongoTables } from '../../../store/mongo/mongo-tables.js';
import { storedPosition } from '../../../store/mongo/stored-position.js';
import type { DebtorFileChange, DebtorFilesView, StoredLink } from '../debtor-files.changes.js';
import { debtorFilesProjection, identityAfter } from '../debtor-files.projection.js';

export const DEBTOR_FILE_CASES = 'rm_debtor_file_cases';
export const DEBTOR_FILE_KEYS = 'rm_debtor_file_keys';

/** A case of `rm_debtor_file_cases` (the SQLite row and its links in one document); `_id` is the case id. */
export interface DebtorFileCaseDocument {
  _id: string;
  caseId: number;
  /** Absent (null) while the case is linked to no other case. */
  fileId: number | null;
  identity: DebtorIdentity;
  /** Absent while the case has no link (an empty array would not read back the same from every server). */
  links?: StoredLink[];
  position: string;
}

/** The document with these links (none: no field). */
function withLinks(doc: DebtorFileCaseDocument, links: readonly StoredLink[]): DebtorFileCaseDocument {
  const { links: _, ...rest } = doc;
  return links.length > 0 ? { ...rest, links: [...links] } : rest;
}

/** The cases filed under one key (`identityKeys`), ascending. */
export interface DebtorFileKeyDocument {
  _id: string;
  caseIds: number[];
  position: string;
}

type Handled = RecordedEvent<CaseImported | CaseNoticePublished | CaseRetentionExpired>;

/**
 * The debtors' files on MongoDB: the twin of `debtor-files.sqlite.ts`. `load` reads, per event, the case, the
 * documents of its keys and of the keys they meet, the cases found there, and every case of their files (the
 * view's `membersOf` answers from what was loaded, so a file is always loaded whole).
 */
export const debtorFilesMongo = mongoTables(debtorFilesProjection, {
  collections: {
    [DEBTOR_FILE_CASES]: [{ key: { fileId: 1 }, name: 'by_file' }],
    [DEBTOR_FILE_KEYS]: [],
  },
  dump: async (db) => [
    ...(await db.collection(DEBTOR_FILE_CASES).find().sort({ caseId: 1 }).toArray()),
    ...(await db.collection(DEBTOR_FILE_KEYS).find().sort({ _id: 1 }).toArray()),
  ],
  open: (db) => {
    const cases = new GuardedDocuments<DebtorFileCaseDocument>(db, DEBTOR_FILE_CASES);
    const keys = new GuardedDocuments<DebtorFileKeyDocument>(db, DEBTOR_FILE_KEYS);
    const loadedCases = new Set<number>();
    const caseOf = (caseId: number) => cases.get(String(caseId)) ?? undefined;
    const view: DebtorFilesView = {
      caseOf: (caseId) => {
        const doc = caseOf(caseId);
        return doc ? { identity: doc.identity, fileId: doc.fileId ?? null, links: doc.links ?? [] } : undefined;
      },
      casesWithKey: (key) => [...(keys.get(key)?.caseIds ?? [])],
      membersOf: (fileId) =>
        [...loadedCases].filter((id) => (caseOf(id)?.fileId ?? null) === fileId).sort((a, b) => a - b),
    };
    const loadCases = async (ids: Iterable<number>) => {
      const list = [...ids];
      for (const id of list) loadedCases.add(id);
      await cases.load(list.map(String));
    };
    const loadFiles = async (caseIds: Iterable<number>) => {
      const fileIds = [...new Set([...caseIds].map((id) => caseOf(id)?.fileId ?? null))].filter(
        (id): id is number => id !== null,
      );
      if (fileIds.length === 0) return;
      const members = await db
        .collection<DebtorFileCaseDocument>(DEBTOR_FILE_CASES)
        .find({ fileId: { $in: fileIds } }, { projection: { caseId: 1 } })
        .toArray();
      await loadCases(members.map((doc) => doc.caseId));
    };
    return {
      view,
      // What the chunk's events may ask about, in four reads for the whole chunk (their cases, the keys they
      // have and meet, the cases found there, the files of all of them) instead of four per event: each read
      // depends only on what is stored and loaded, never on the chunk's changes (none is applied before `load`
      // returns), so the union is what the reads event by event would have loaded.
      load: async (events: readonly RecordedEvent[]) => {
        const handled = events as readonly Handled[];
        const caseIds = handled.map((event) => event.data.caseId);
        await loadCases(caseIds);
        const metByEvent = handled.map((event) => {
          const stored = caseOf(event.data.caseId);
          if (event.type === 'CaseRetentionExpired') return stored ? identityKeys(stored.identity) : [];
          const own = identityKeys(identityAfter(view, event as RecordedEvent<CaseImported | CaseNoticePublished>));
          return [...own, ...own.flatMap(counterparts), ...(stored ? identityKeys(stored.identity) : [])];
        });
        await keys.load(metByEvent.flat());
        // An erasure reads its own keys only to remove the case from them; it links to no candidate.
        const candidates = handled.flatMap((event, i) =>
          event.type === 'CaseRetentionExpired' ? [] : metByEvent[i]!.flatMap((key) => keys.get(key)?.caseIds ?? []),
        );
        await loadCases(candidates);
        await loadFiles([...caseIds, ...candidates]);
      },
      apply: (change: DebtorFileChange) => applyChange(cases, keys, change),
      // Keys first: a case document guards nothing, but a reader finds a case by its keys only once it exists.
      flush: async () => {
        await cases.flush();
        await keys.flush();
      },
    };
  },
});

function applyChange(
  cases: GuardedDocuments<DebtorFileCaseDocument>,
  keys: GuardedDocuments<DebtorFileKeyDocument>,
  change: DebtorFileChange,
): void {
  const position = storedPosition(change.position);
  const later = (doc: { position: string }) => (doc.position > position ? doc.position : position);
  const setKey = (key: string, update: (ids: number[]) => number[]) => {
    const doc = keys.get(key);
    const ids = [...new Set(update(doc?.caseIds ?? []))].sort((a, b) => a - b);
    if (ids.length === 0) keys.remove(key);
    else keys.put({ _id: key, caseIds: ids, position: doc ? later(doc) : position });
  };
  switch (change.kind) {
    case 'put-case': {
      const doc = cases.get(String(change.caseId));
      const before = doc ? identityKeys(doc.identity) : [];
      for (const key of before.filter((key) => !change.keys.includes(key))) {
        setKey(key, (ids) => ids.filter((id) => id !== change.caseId));
      }
      for (const key of change.keys) setKey(key, (ids) => [...ids, change.caseId]);
      const fields = {
        _id: String(change.caseId),
        caseId: change.caseId,
        fileId: doc?.fileId ?? null,
        identity: change.identity,
        position: doc ? later(doc) : position,
      };
      cases.put(withLinks(fields, doc?.links ?? []));
      return;
    }
    case 'link': {
      for (const [from, to] of [
        [change.a, change.b],
        [change.b, change.a],
      ]) {
        const doc = cases.get(String(from));
        if (!doc || (doc.links ?? []).some((link) => link.other === to)) continue;
        const links = [...(doc.links ?? []), { other: to, rule: change.rule, reason: change.reason }].sort(
          (x, y) => x.other - y.other,
        );
        cases.put(withLinks({ ...doc, position: later(doc) }, links));
      }
      return;
    }
    case 'set-file':
      for (const caseId of change.caseIds) {
        const doc = cases.get(String(caseId));
        if (doc) cases.put({ ...doc, fileId: change.fileId, position: later(doc) });
      }
      return;
    case 'erase-case': {
      cases.remove(String(change.caseId));
      for (const key of change.keys) setKey(key, (ids) => ids.filter((id) => id !== change.caseId));
      for (const other of change.others) {
        const doc = cases.get(String(other));
        if (doc) {
          const links = (doc.links ?? []).filter((link) => link.other !== change.caseId);
          cases.put(withLinks({ ...doc, position: later(doc) }, links));
        }
      }
      return;
    }
  }
}
