import { DomainError } from '../../../platform/command-handling/domain-error.js';
import type { ImportCaseHandler } from '../../import-case/import-case.handler.js';
import { PortalClient } from '../../portal-client/portal-client.js';
import type { Listing } from '../../portal-client/types.js';
import { caseKey } from '../../domain/case-key.js';
import type { CaseNotice } from '../../domain/case-notice.js';
import {
  pickedForRecheck,
  singleRowCases,
  vanishedByCase,
  withdrawals,
  type DayReconciliation,
} from '../listing-reconciliation/listing-reconciliation.js';
import { toCaseNotice } from '../to-case-notice.js';
import { DayProgressTracker } from './day-progress-tracker.js';
import type { DayImportResult, FromPortalThread, PortalThreadOptions, ThreadPort, ToPortalThread } from './protocol.js';
import { RequestBudgetSpent, RequestMeter } from './request-meter.js';

/**
 * The portal thread's side: imports one day at a time with the portal client, turns each fetched text into a
 * CaseNotice and records it with ImportCase. Fetching, HTML and notice parsing and the event store's writes
 * (each one a synchronous SQLite commit) all happen here, off the API's event loop. Every portal request is counted
 * (RequestMeter) for the daily request budget; a day with a request limit stops at it.
 */
export function serveDayImports(
  port: ThreadPort<ToPortalThread, FromPortalThread>,
  options: PortalThreadOptions,
  importCase: ImportCaseHandler,
  close: () => Promise<void>,
  now: () => Date,
): void {
  const meter = new RequestMeter();
  const client = new PortalClient({ ...options, fetch: meter.fetch });
  let abort = new AbortController();

  const importDay = async (
    day: string,
    runId: string,
    known: Set<string>,
    requestLimit: number | null,
    reconciliation: DayReconciliation | null,
  ): Promise<DayImportResult> => {
    const dayAbort = new AbortController();
    abort = dayAbort;
    meter.startDay(requestLimit, () => dayAbort.abort(new RequestBudgetSpent(meter.requests)));
    const counts = { newCases: 0, newNotices: 0, unchanged: 0, corrected: 0, withdrawn: 0 };
    const refused: string[] = [];
    // Every row the portal lists today, and the recorded rows of the day (with their cases) to compare it with.
    const listed = new Set<string>();
    const live: ReadonlyMap<string, string> = reconciliation?.live ?? new Map<string, string>();
    const single = singleRowCases(live);
    const share = reconciliation && live.size > 0 ? reconciliation.recheckRows / live.size : 0;
    let rechecks = 0;
    const deferred: { listing: Listing; notice: CaseNotice }[] = [];
    const record = async (listing: Listing, notice: CaseNotice, vanishedListings?: readonly string[]) => {
      try {
        const result = await importCase.execute(notice, { correlationId: runId, vanishedListings });
        if (result.outcome === 'imported') counts.newCases++;
        else if (result.outcome === 'published') counts.newNotices++;
        else if (result.outcome === 'corrected') counts.corrected++;
        else counts.unchanged++;
        known.add(listing.fingerprint);
      } catch (error) {
        // A notice that cannot be recorded stays unknown and is tried again by the next run.
        if (!(error instanceof DomainError)) throw error;
        refused.push(error.code);
      }
    };
    /** A recorded row fetched again to see whether its text was corrected (a bounded random share). */
    const recheck = (listing: Listing): boolean => {
      const key = live.get(listing.fingerprint);
      if (!reconciliation || key === undefined || !single.has(key) || rechecks >= reconciliation.recheckRows)
        return false;
      if (!pickedForRecheck(listing.fingerprint, reconciliation.seed, share)) return false;
      rechecks++;
      return true;
    };
    const tracker = new DayProgressTracker(day);
    let withdrawalsSkipped: string | null = null;
    const withdraw = async (r: DayReconciliation, listed: ReadonlySet<string>, complete: boolean) => {
      const decision = withdrawals(r.live, listed, { complete, withdrawMaxRows: r.withdrawMaxRows });
      if (decision.kind === 'skip') {
        withdrawalsSkipped = decision.reason;
        return;
      }
      for (const row of decision.rows) {
        const result = await importCase.withdraw(row.caseKey, row.fingerprint, listed, { correlationId: runId });
        if (result.outcome === 'withdrawn') counts.withdrawn++;
      }
    };
    const progress = () => ({ ...tracker.progress(counts), requests: meter.requests });
    const report = await client.importDay(day, {
      signal: dayAbort.signal,
      onProgress: (event) => {
        if (tracker.observe(event)) port.postMessage({ type: 'progress', progress: progress() });
      },
      // The diff of a listing against what is known: only rows never recorded are fetched (and a few to recheck).
      isKnown: (listing) => {
        listed.add(listing.fingerprint);
        return known.has(listing.fingerprint) && !recheck(listing);
      },
      onNotice: async (listing, text) => {
        // Detected now: the text was fetched moments ago, seconds after the listing showed the row.
        const notice = toCaseNotice(listing, text, now());
        // A new row of a case whose recorded rows of the day are not all listed (yet) may replace one of them (a
        // correction that changed the row): decided once the whole day is listed.
        const key = caseKey(notice.court, notice.caseNumber);
        const pending = [...live].some(([row, of]) => of === key && !listed.has(row));
        if (reconciliation && !known.has(listing.fingerprint) && pending) deferred.push({ listing, notice });
        else await record(listing, notice);
      },
    });
    if (reconciliation) {
      // Only a complete listing tells which rows vanished; otherwise the deferred rows are new publications.
      const vanished = report.complete ? vanishedByCase(live, listed) : new Map<string, string[]>();
      for (const { listing, notice } of deferred)
        await record(listing, notice, vanished.get(caseKey(notice.court, notice.caseNumber)));
      if (reconciliation.withdraw) await withdraw(reconciliation, listed, report.complete && refused.length === 0);
    }
    return {
      report,
      ...counts,
      withdrawalsSkipped,
      refused,
      portalAnswered: tracker.portalAnswered,
      lastFailure: tracker.lastFailure,
      requests: meter.requests,
    };
  };

  port.on('message', (message) => {
    switch (message.type) {
      case 'importDay':
        importDay(
          message.day,
          message.runId,
          new Set(message.known),
          message.requestLimit ?? null,
          message.reconciliation ? { ...message.reconciliation, live: new Map(message.reconciliation.live) } : null,
        ).then(
          (result) => port.postMessage({ type: 'dayDone', result }),
          (error: unknown) =>
            port.postMessage({
              type: 'dayFailed',
              message: error instanceof Error ? error.message : String(error),
              // The notices recorded before the limit stay recorded; the runner says the budget is spent.
              budgetSpent: meter.spent,
              requests: meter.requests,
            }),
        );
        return;
      case 'abort':
        abort.abort(new Error(message.message));
        return;
      case 'close':
        close().then(
          () => port.postMessage({ type: 'closed' }),
          () => port.postMessage({ type: 'closed' }),
        );
        return;
    }
  });
}
