import { DomainError } from '../../../platform/command-handling/domain-error.js';
import type { ImportCaseHandler } from '../../import-case/import-case.handler.js';
import { PortalClient } from '../../portal-client/portal-client.js';
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
  ): Promise<DayImportResult> => {
    const dayAbort = new AbortController();
    abort = dayAbort;
    meter.startDay(requestLimit, () => dayAbort.abort(new RequestBudgetSpent(meter.requests)));
    const counts = { newCases: 0, newNotices: 0, unchanged: 0 };
    const refused: string[] = [];
    const tracker = new DayProgressTracker(day);
    const progress = () => ({ ...tracker.progress(counts), requests: meter.requests });
    const report = await client.importDay(day, {
      signal: dayAbort.signal,
      onProgress: (event) => {
        if (tracker.observe(event)) port.postMessage({ type: 'progress', progress: progress() });
      },
      // The diff of a listing against what is known: only rows never recorded are fetched.
      isKnown: (listing) => known.has(listing.fingerprint),
      onNotice: async (listing, text) => {
        try {
          // Detected now: the text was fetched moments ago, seconds after the listing showed the row.
          const notice = toCaseNotice(listing, text, now());
          const result = await importCase.execute(notice, { correlationId: runId });
          if (result.outcome === 'imported') counts.newCases++;
          else if (result.outcome === 'published') counts.newNotices++;
          else counts.unchanged++;
          known.add(listing.fingerprint);
        } catch (error) {
          // A notice that cannot be recorded stays unknown and is tried again by the next run.
          if (!(error instanceof DomainError)) throw error;
          refused.push(error.code);
        }
      },
    });
    return {
      report,
      ...counts,
      refused,
      portalAnswered: tracker.portalAnswered,
      lastFailure: tracker.lastFailure,
      requests: meter.requests,
    };
  };

  port.on('message', (message) => {
    switch (message.type) {
      case 'importDay':
        importDay(message.day, message.runId, new Set(message.known), message.requestLimit ?? null).then(
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
