import { deterministicEventId } from '../../platform/command-handling/event-id.js';
import type { NewEvent } from '../../platform/event-store/event.js';
import type { EventStore } from '../../platform/event-store/event-store.port.js';
import { StreamDeletedError } from '../../platform/event-store/errors.js';
import { caseKey } from '../domain/case-key.js';
import type { CaseStreams } from '../domain/case-streams.js';
import type { CaseCourtCorrected, CaseEvent } from '../domain/events.js';
import { officialCourt } from './official-court.js';

/** Where the event log records that its cases' courts were checked (and by which version of the check). */
export const CASE_COURTS_STREAM = 'casecourts';
/** Raised when the check learns more (another qualifier, a better source): the log is then checked again. */
const CHECK_VERSION = 1;

export interface CaseCourtsChecked {
  readonly type: 'CaseCourtsChecked';
  readonly data: { readonly version: number } & Omit<CaseCourtsOutcome, 'ambiguousCaseIds' | 'duplicateCaseIds'>;
}

export interface CaseCourtsOutcome {
  readonly corrected: number;
  /** Several official courts fit and nothing decides: left under their name. */
  readonly ambiguous: number;
  readonly ambiguousCaseIds: readonly number[];
  /**
   * A second case exists already under the official name (a notice imported before this migration ran): left
   * under their name, both cases stay as they are.
   */
  readonly duplicates: number;
  readonly duplicateCaseIds: readonly number[];
}

interface StoredCase {
  stream: string;
  caseNumber: string;
  court: string;
  state: string | null;
  texts: string[];
}

const PAGE = 1000;

/**
 * Corrects the court of the cases that older versions recorded under a shortened name ("Amtsgericht Frankfurt"
 * for "Amtsgericht Frankfurt (Oder)", issue #28 item 11). Such a case is keyed by the shortened name, so the next
 * notice of it (read with the official name now) would open a second case. For each case `officialCourt` decides
 * from the stored court, Land and notice texts; a corrected case is re-keyed the way the stream-name migration
 * renamed streams (`renameStreams`: in place on SQLite, copied and tombstoned on KurrentDB) to the stream of its
 * official key, where lookups by court + Aktenzeichen find it, and `CaseCourtCorrected` records the official name
 * and key for the read models. Events are never edited. Runs at start after the stream-name migration, once per
 * log and check version (`CaseCourtsChecked`); a run interrupted half-way is completed by the next one (a case
 * already under its official key only gets its `CaseCourtCorrected`, with the same event id).
 */
export async function correctCaseCourts(store: EventStore, streams: CaseStreams): Promise<CaseCourtsOutcome | null> {
  const checked = await store.readStream<CaseCourtsChecked>(CASE_COURTS_STREAM);
  if (checked.events.some((event) => event.data.version >= CHECK_VERSION)) return null;

  const cases = await storedCases(store);
  const moves = new Map<string, string>();
  const corrections: { caseId: number; to: string; data: CaseCourtCorrected['data'] }[] = [];
  const ambiguous: number[] = [];
  const duplicates: number[] = [];
  const targets = new Map<number, string>();
  for (const [caseId, stored] of cases) {
    const decision = officialCourt(stored);
    if (decision.kind === 'ambiguous') ambiguous.push(caseId);
    if (decision.kind !== 'corrected') continue;
    targets.set(caseId, streams.of(caseKey(decision.court, stored.caseNumber)));
    corrections.push({
      caseId,
      to: targets.get(caseId)!,
      data: {
        caseId,
        caseKey: caseKey(decision.court, stored.caseNumber),
        court: decision.court,
        state: decision.state,
        previousCourt: stored.court,
      },
    });
  }
  const revisions = await store.streamRevisions([
    ...new Set([...corrections.map((c) => c.to), ...corrections.map((c) => cases.get(c.caseId)!.stream)]),
  ]);
  const due = corrections.filter(({ caseId, to }) => {
    const from = cases.get(caseId)!.stream;
    if (revisions.get(from) === 'no_stream') return false; // erased meanwhile (KurrentDB lists it until a scavenge)
    if (from !== to && revisions.get(to) !== 'no_stream') {
      duplicates.push(caseId);
      return false;
    }
    if (from !== to) moves.set(from, to);
    return true;
  });
  if (moves.size > 0) await store.renameStreams('case-', (name) => moves.get(name) ?? null);

  let corrected = 0;
  for (const { to, data } of due) {
    try {
      await store.append(to, [correctionEvent(data)], { expectedRevision: 'stream_exists' });
      corrected++;
    } catch (error) {
      if (!(error instanceof StreamDeletedError)) throw error; // erased in between: nothing left to correct
    }
  }
  const outcome = {
    corrected,
    ambiguous: ambiguous.length,
    ambiguousCaseIds: ambiguous,
    duplicates: duplicates.length,
    duplicateCaseIds: duplicates,
  };
  await store.append(
    CASE_COURTS_STREAM,
    [
      {
        type: 'CaseCourtsChecked',
        data: { version: CHECK_VERSION, corrected, ambiguous: ambiguous.length, duplicates: duplicates.length },
        metadata: metadata(deterministicEventId(`case-courts-checked:v${CHECK_VERSION}`, 0)),
      },
    ],
    { expectedRevision: 'any' },
  );
  return outcome;
}

/** Every case of the log with what it recorded about its court, under the stream it is in now. */
async function storedCases(store: EventStore): Promise<Map<number, StoredCase>> {
  const cases = new Map<number, StoredCase>();
  for (let after = 0n; ;) {
    const page = await store.readAll({ after, maxCount: PAGE });
    for (const recorded of page) {
      const event = recorded as typeof recorded & CaseEvent;
      if (event.type === 'CaseCourtCorrected') {
        const known = cases.get(event.data.caseId);
        if (known)
          Object.assign(known, { stream: recorded.streamName, court: event.data.court, state: event.data.state });
      } else if (event.type === 'CaseImported' || event.type === 'CaseNoticePublished') {
        const { caseId, notice } = event.data;
        const known = cases.get(caseId);
        if (known) {
          known.stream = recorded.streamName;
          known.state ??= notice.state;
          known.texts.push(notice.text);
        } else {
          cases.set(caseId, {
            stream: recorded.streamName,
            caseNumber: notice.caseNumber,
            court: notice.court,
            state: notice.state,
            texts: [notice.text],
          });
        }
      }
    }
    if (page.length < PAGE) return cases;
    after = page.at(-1)!.position;
  }
}

function correctionEvent(data: CaseCourtCorrected['data']): NewEvent<CaseCourtCorrected> {
  // One id per case and check version: a repeated run stores it once.
  return {
    type: 'CaseCourtCorrected',
    data,
    metadata: metadata(deterministicEventId(`case-court-corrected:v${CHECK_VERSION}:${data.caseId}`, 0)),
  };
}

function metadata(eventId: string): NewEvent['metadata'] {
  return {
    eventId,
    correlationId: 'case-courts',
    causationId: null,
    actorId: 'system:migration',
    occurredAt: new Date().toISOString(),
    schemaVersion: 1,
  };
}
