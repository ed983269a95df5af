import {
  counterparts,
  debtorIdentity,
  identityKeys,
  mergeIdentity,
  type DebtorIdentity,
} from '@insolvenz/backend/cases/domain/debtor-file/debtor-identity.js';
import { linkBetween } from '@insolvenz/backend/cases/domain/debtor-file/link-rules.js';
import type { CaseImported, CaseNoticePublished } from '@insolvenz/backend/cases/domain/events.js';
import type { CaseRetentionExpired } from '@insolvenz/backend/cases/domain/events.js';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { tableProjection } from '../../store/projection.js';
import type { DebtorFileChange, DebtorFilesView, FileCase, StoredLink } from './debtor-files.changes.js';

type Handled = RecordedEvent<CaseImported | CaseNoticePublished | CaseRetentionExpired>;

/**
 * One file per debtor (issue #32, "Akte des Schuldners"): the proceedings of one debtor across courts,
 * Aktenzeichen, renames and seat moves, linked by the rules of `domain/debtor-file/link-rules.ts`, each link with
 * its German reason. Derived data: rebuilt by replay; a case's erasure removes its links, and a file splits where
 * the erased case was the only bridge (a file of one case dissolves). Every change is idempotent (keys and links
 * are sets, a file's id is its smallest case id), so a batch delivered again decides nothing new.
 */
export const debtorFilesProjection = tableProjection<DebtorFilesView, DebtorFileChange>({
  name: 'debtor-files',
  // 2: former register entries ("davor eingetragen beim Amtsgericht …", rule (a) across register courts).
  // 3: referrals told by the referring court ("verwiesen an …"), more wordings of former names, registers and
  // references (measured on the portal replica: `npm run bench -- files --replica`).
  version: 3,
  handles: new Set(['CaseImported', 'CaseNoticePublished', 'CaseRetentionExpired']),
  evolve: (view, recorded) => {
    const event = recorded as Handled;
    if (event.type === 'CaseRetentionExpired') return eraseChanges(view, event.data.caseId, event.position);
    return noticeChanges(view, event as RecordedEvent<CaseImported | CaseNoticePublished>);
  },
});

/** The identity a case shows after the event (what every notice so far said). */
export function identityAfter(
  view: DebtorFilesView,
  event: RecordedEvent<CaseImported | CaseNoticePublished>,
  known = view.caseOf(event.data.caseId),
) {
  const { caseId, notice } = event.data;
  const fresh = debtorIdentity(caseId, notice);
  return known ? mergeIdentity(known.identity, fresh) : fresh;
}

function noticeChanges(store: DebtorFilesView, event: RecordedEvent<CaseImported | CaseNoticePublished>) {
  const { caseId } = event.data;
  // Read through a memo: the candidates and the namesakes ask for the same keys and cases (issue #33, catch-up).
  const view = memoisedReads(store);
  const known = view.caseOf(caseId);
  // The case as read once (a read parses its stored identity and its links).
  const identity = identityAfter(view, event, known);
  const keys = identityKeys(identity);
  const changes: DebtorFileChange[] = [
    { kind: 'put-case', caseId, identity, keys, known: known !== undefined, position: event.position },
  ];

  const linked = new Set((known?.links ?? []).map((link) => link.other));
  const candidates = [...new Set(keys.flatMap(counterparts).flatMap((key) => view.casesWithKey(key)))]
    .filter((id) => id !== caseId && !linked.has(id))
    .sort((a, b) => a - b);
  const namesakes = identity.nameKey
    ? view
        .casesWithKey(`name:${identity.nameKey}`)
        .filter((id) => id !== caseId)
        .map((id) => view.caseOf(id)?.identity)
        .filter((other): other is DebtorIdentity => other !== undefined)
    : [];
  const links: StoredLink[] = [];
  for (const id of candidates) {
    const other = view.caseOf(id);
    const link = other ? linkBetween(identity, other.identity, namesakes) : null;
    if (link) links.push({ other: id, ...link });
  }
  if (links.length === 0) return changes;
  for (const link of links)
    changes.push({
      kind: 'link',
      a: caseId,
      b: link.other,
      rule: link.rule,
      reason: link.reason,
      position: event.position,
    });

  // The files joined: every case of the case's own file and of the linked cases' files.
  const members = new Set<number>([caseId, ...links.map((link) => link.other)]);
  for (const id of [...members]) {
    const fileId = view.caseOf(id)?.fileId ?? null;
    if (fileId !== null) for (const member of view.membersOf(fileId)) members.add(member);
  }
  const fileId = Math.min(...members);
  const moved = [...members].filter((id) => (view.caseOf(id)?.fileId ?? null) !== fileId).sort((a, b) => a - b);
  if (moved.length > 0) changes.push({ kind: 'set-file', caseIds: moved, fileId, position: event.position });
  return changes;
}

/**
 * The view's reads within one event's decision, each key and case read once. Only for reading before the changes:
 * the changes are applied after `evolve` returns, so no memoised answer is stale while it is used.
 */
function memoisedReads(view: DebtorFilesView): DebtorFilesView {
  const cases = new Map<number, FileCase | undefined>();
  const keys = new Map<string, number[]>();
  return {
    caseOf: (caseId) => {
      if (!cases.has(caseId)) cases.set(caseId, view.caseOf(caseId));
      return cases.get(caseId);
    },
    casesWithKey: (key) => {
      let ids = keys.get(key);
      if (!ids) keys.set(key, (ids = view.casesWithKey(key)));
      return ids;
    },
    membersOf: (fileId) => view.membersOf(fileId),
  };
}

function eraseChanges(view: DebtorFilesView, caseId: number, position: bigint): DebtorFileChange[] {
  const known = view.caseOf(caseId);
  if (!known) return [];
  const others = known.links.map((link) => link.other).sort((a, b) => a - b);
  const changes: DebtorFileChange[] = [
    { kind: 'erase-case', caseId, keys: identityKeys(known.identity), others, position },
  ];
  if (known.fileId === null) return changes;
  // The rest of the file, split into what still hangs together without the erased case.
  const rest = new Set(view.membersOf(known.fileId).filter((id) => id !== caseId));
  const seen = new Set<number>();
  for (const start of [...rest].sort((a, b) => a - b)) {
    if (seen.has(start)) continue;
    const component: number[] = [];
    const queue = [start];
    seen.add(start);
    while (queue.length > 0) {
      const id = queue.shift() as number;
      component.push(id);
      for (const link of view.caseOf(id)?.links ?? []) {
        if (link.other === caseId || seen.has(link.other) || !rest.has(link.other)) continue;
        seen.add(link.other);
        queue.push(link.other);
      }
    }
    const fileId = component.length > 1 ? Math.min(...component) : null;
    const moved = component.filter((id) => (view.caseOf(id)?.fileId ?? null) !== fileId).sort((a, b) => a - b);
    if (moved.length > 0) changes.push({ kind: 'set-file', caseIds: moved, fileId, position });
  }
  return changes;
}
