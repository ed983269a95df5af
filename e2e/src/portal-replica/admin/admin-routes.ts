/**
 * Control endpoints for tests and demos (not part of the portal):
 *   GET  /__replica/stats            counters (ReplicaStats)
 *   GET  /__replica/faults           current fault settings
 *   POST /__replica/faults           replace fault settings (JSON FaultOptions; {} clears)
 *   POST /__replica/publish          publish a notice (JSON, generator shape) → 201 {id}
 *   POST /__replica/expire-sessions  expire every session now
 *   POST /__replica/reset-stats      zero the counters
 *   GET  /__replica/clock            the replica clock (ReplicaClockState)
 *   POST /__replica/clock            set it: {"now": "2026-11-28T10:42:00+01:00"} | {"offsetMs": n} |
 *                                    {"advanceMs": n} | {"reset": true} (clock/clock-request.ts)
 *   POST /__replica/release          release mode: {"count": 300, "overMs": 600000} → 201 {releases: [{id, …, releaseAt}]}
 *   GET  /__replica/releases         every notice held back by release mode, with its instant
 *   POST /__replica/correct          correct a notice: {"id": "…", "replace": [{"from": "Dr. A", "to": "Dr. B"}],
 *                                    "at": ms?} → 201 the edit (issue #32)
 *   POST /__replica/withdraw         withdraw a notice: {"id": "…", "at": ms?} → 201 the edit
 *   GET  /__replica/edits            every correction and withdrawal so far (ground truth)
 *   GET  /__replica/debtor-files     the window's renames, seat moves, referrals and near-namesakes with the
 *                                    earlier proceeding each relates to (ground truth of the debtor files)
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../http/request.js';
import { sendJson } from '../http/respond.js';
import { type ClockChange, parseClockChange } from '../clock/clock-request.js';
import type { FaultOptions, ReplicaClockState, ReplicaStats } from '../replica-options.js';
import type { Notice } from '../generator/notice.js';
import type { DebtorLinkRecord, Release } from '../search/notice-repository.js';
import type { NoticeEdit } from '../corrections/notice-edits.js';

export interface AdminActions {
  stats(): ReplicaStats;
  faults(): FaultOptions;
  setFaults(options: FaultOptions): void;
  publishJson(body: unknown): Notice;
  expireAllSessions(): void;
  resetStats(): void;
  clock(): ReplicaClockState;
  changeClock(change: ClockChange): void;
  release(body: unknown): Release[];
  releases(): readonly Release[];
  edit(kind: NoticeEdit['kind'], body: unknown): NoticeEdit;
  edits(): readonly NoticeEdit[];
  debtorLinks(): readonly DebtorLinkRecord[];
}

const withIso = (r: Release) => ({ ...r, releaseAt: new Date(r.releaseAt).toISOString() });

async function json(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req);
  return text.trim() === '' ? {} : (JSON.parse(text) as unknown);
}

export async function handleAdmin(
  actions: AdminActions,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void> {
  const route = `${req.method ?? 'GET'} ${path}`;
  try {
    switch (route) {
      case 'GET /__replica/stats':
        sendJson(res, 200, actions.stats());
        return;
      case 'GET /__replica/faults':
        sendJson(res, 200, actions.faults());
        return;
      case 'POST /__replica/faults':
        actions.setFaults((await json(req)) as FaultOptions);
        sendJson(res, 200, actions.faults());
        return;
      case 'POST /__replica/publish': {
        const notice = actions.publishJson(await json(req));
        sendJson(res, 201, { id: notice.id, publicationDate: notice.publicationDate });
        return;
      }
      case 'POST /__replica/expire-sessions':
        actions.expireAllSessions();
        sendJson(res, 200, { expired: true });
        return;
      case 'GET /__replica/clock':
        sendJson(res, 200, actions.clock());
        return;
      case 'POST /__replica/clock':
        actions.changeClock(parseClockChange(await json(req)));
        sendJson(res, 200, actions.clock());
        return;
      case 'POST /__replica/release':
        sendJson(res, 201, { releases: actions.release(await json(req)).map(withIso) });
        return;
      case 'GET /__replica/releases':
        sendJson(res, 200, { releases: actions.releases().map(withIso) });
        return;
      case 'POST /__replica/correct':
        sendJson(res, 201, actions.edit('corrected', await json(req)));
        return;
      case 'POST /__replica/withdraw':
        sendJson(res, 201, actions.edit('withdrawn', await json(req)));
        return;
      case 'GET /__replica/debtor-files':
        sendJson(res, 200, { links: actions.debtorLinks() });
        return;
      case 'GET /__replica/edits':
        sendJson(res, 200, { edits: actions.edits() });
        return;
      case 'POST /__replica/reset-stats':
        actions.resetStats();
        sendJson(res, 200, actions.stats());
        return;
      default:
        sendJson(res, 404, { error: `no admin route ${route}` });
    }
  } catch (error) {
    sendJson(res, 400, { error: error instanceof Error ? error.message : String(error) });
  }
}
