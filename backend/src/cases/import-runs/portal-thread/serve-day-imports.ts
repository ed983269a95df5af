import { DomainError } from '../../../platform/command-handling/domain-error.js';
import type { ImportCaseHandler } from '../../import-case/import-case.handler.js';
import { PortalClient } from '../../portal-client/portal-client.js';
import { toCaseNotice } from '../to-case-notice.js';
import { DayProgressTracker } from './day-progress-tracker.js';
import type { DayImportResult, FromPortalThread, ThreadPort, ToPortalThread } from './protocol.js';

/**
 * The portal thread's side: imports one day at a time with the portal client, turns each fetched text into a
 * CaseNotice and records it with ImportCase. Fetching, HTML and notice parsing and the event store's writes
 * (each one a synchronous SQLite commit) all happen here, off the API's event loop.
 */
export function serveDayImports(
  port: ThreadPort<ToPortalThread, FromPortalThread>,
  client: PortalClient,
  importCase: ImportCaseHandler,
  close: () => Promise<void>,
): void {
  let abort = new AbortController();

  const importDay = async (day: string, runId: string, known: Set<string>): Promise<DayImportResult> => {
    abort = new AbortController();
    const counts = { newCases: 0, newNotices: 0, unchanged: 0 };
    const refused: string[] = [];
    const tracker = new DayProgressTracker(day);
    const report = await client.importDay(day, {
      signal: abort.signal,
      onProgress: (event) => {
        if (tracker.observe(event)) port.postMessage({ type: 'progress', progress: tracker.progress(counts) });
      },
      isKnown: (listing) => known.has(listing.fingerprint),
      onNotice: async (listing, text) => {
        try {
          const result = await importCase.execute(toCaseNotice(listing, text), { correlationId: runId });
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
    return { report, ...counts, refused, portalAnswered: tracker.portalAnswered, lastFailure: tracker.lastFailure };
  };

  port.on('message', (message) => {
    switch (message.type) {
      case 'importDay':
        importDay(message.day, message.runId, new Set(message.known)).then(
          (result) => port.postMessage({ type: 'dayDone', result }),
          (error: unknown) =>
            port.postMessage({ type: 'dayFailed', message: error instanceof Error ? error.message : String(error) }),
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
