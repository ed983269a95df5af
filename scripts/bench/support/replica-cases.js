// Cases from the portal replica's generator (e2e/src/portal-replica/generator), for benchmarks that need the names,
// Aktenzeichen and register numbers of the real portal rather than the search benchmark's synthetic ones: German
// names with umlauts, people with double names, companies in every legal form (also the long spellings the
// portal lists), the courts' real departments and running numbers per court, register, year.
// The replica publishes day by day; an import records a case from the first notice of it that it sees. Here the
// days are walked back from `until` until `total` distinct cases have appeared (new proceedings and later notices
// of older ones, as an import of the last weeks records them), and each case is recorded from its earliest notice
// in that window through the importer's own mapping (toCaseNotice: listing row + parsed text), with the case id
// an import reserves (hashed case key). `event(position)` answers them in publication order, as search.js's
// seed() expects of a generator.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { caseKey } from '@insolvenz/backend/cases/domain/case-key.js';
import { toCaseNotice } from '@insolvenz/backend/cases/import-runs/to-case-notice.js';
import { SeedCaseIds } from '@insolvenz/backend/cases/test/case-ids.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
// The e2e workspace has no package exports: its compiled output is loaded by path, as the import benchmark does.
const { generateDay } = await import(
  pathToFileURL(join(root, 'e2e/dist/portal-replica/generator/generate-day.js')).href
);

/** The replica's defaults for a realistic portal: about 4,000 publications per working day. */
export const REPLICA_SEED = 29;
export const REPLICA_VOLUME = 4000;
/** A fixed last day, so that every run (before and after a change) measures the same cases. */
export const REPLICA_UNTIL = '2026-11-27';
const MAX_DAYS = 5000;

export class ReplicaCases {
  /**
   * @param {number} total distinct cases wanted
   * @param {{ seed?: number, volume?: number, until?: string, progress?: (n: number) => void }} options
   */
  constructor(total, { seed = REPLICA_SEED, volume = REPLICA_VOLUME, until = REPLICA_UNTIL, progress } = {}) {
    this.total = total;
    this.ids = new SeedCaseIds();
    // Replica case id → its earliest notice seen so far (days are walked backwards, so later visits are earlier).
    const byCase = new Map();
    let day = Date.parse(`${until}T00:00:00Z`);
    for (let walked = 0; byCase.size < total; walked++) {
      if (walked >= MAX_DAYS) throw new Error(`the replica published fewer than ${total} cases in ${MAX_DAYS} days`);
      const date = new Date(day).toISOString().slice(0, 10);
      const notices = generateDay(date, { seed, volume });
      // Within a day the first listed notice of a case counts; a case first met on this day must still fit.
      for (let i = notices.length - 1; i >= 0; i--) {
        const notice = notices[i];
        if (byCase.has(notice.caseId) || byCase.size < total) byCase.set(notice.caseId, notice);
      }
      progress?.(byCase.size);
      day -= 86_400_000;
    }
    this.notices = [...byCase.values()].sort(
      (a, b) => a.publicationDate.localeCompare(b.publicationDate) || a.id.localeCompare(b.id),
    );
    this.firstDay = this.notices[0]?.publicationDate;
    this.lastDay = this.notices.at(-1)?.publicationDate;
  }

  /** The CaseImported event of the case at `position` (1-based, in publication order). */
  event(position) {
    const replica = this.notices[position - 1];
    const notice = toCaseNotice(listingOf(replica), replica.text);
    const key = caseKey(notice.court, notice.caseNumber);
    const occurredAt = `${notice.publicationDate}T${String(6 + (position % 12)).padStart(2, '0')}:30:00.000Z`;
    return {
      type: 'CaseImported',
      data: { caseId: this.ids.idFor(key), caseKey: key, notice },
      metadata: {
        eventId: `bench-replica-${position}`,
        correlationId: `bench-replica-${position}`,
        causationId: null,
        actorId: 'system:importer',
        occurredAt,
        schemaVersion: 1,
      },
      streamName: `case-${key}`,
      revision: 0n,
      position: BigInt(position),
      recordedAt: new Date(occurredAt),
    };
  }
}

/** The result-table row the portal client reads for a replica notice (html/result-page.ts shows these cells). */
function listingOf(notice) {
  return {
    fingerprint: createHash('sha256').update(`replica-listing|${notice.id}`).digest('hex'),
    publicationDate: notice.publicationDate,
    caseNumber: notice.caseNumber,
    courtPlace: notice.courtPlace,
    debtorName: notice.listingName,
    seat: notice.seat,
    register: notice.register || null,
    subject: notice.subject,
    state: notice.state,
  };
}
