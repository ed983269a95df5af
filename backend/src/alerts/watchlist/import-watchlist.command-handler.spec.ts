import type { CommandBus } from '@nestjs/cqrs';
import type { AppConfig } from '../../platform/config/app-config.js';
import type { SubscriptionQueries } from '../read-model/subscription-queries.port.js';
import type { RecipientConfirmations } from '../recipients/recipient-confirmations.js';
import type { SubscriptionCommands } from '../subscription-commands.js';
import { ImportWatchlistCommand } from './import-watchlist.command.js';
import { ImportWatchlistHandler } from './import-watchlist.command-handler.js';
import type { WatchlistRow } from './parse-watchlist.js';

/** Holds the thread for `ms` of CPU time, as an append to the event log does (synchronous SQLite, fsync). */
function holdThread(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

const rows: WatchlistRow[] = Array.from({ length: 200 }, (_, i) => ({
  line: i + 2,
  companyName: `Kunde ${i} Handel GmbH`,
  postalCode: null,
  city: null,
  registerNumber: null,
  errors: [],
}));

/**
 * Was a defect: each row's subscription is recorded synchronously on the API's thread, and the loop over the rows
 * never let anything else in: a list of 1,000 held every other user's request for 0.6 s.
 */
describe('ImportWatchlistHandler', () => {
  it('lets other requests in while it records a long list, and records every row in order', async () => {
    const recorded: string[] = [];
    let otherWorkRanAfter: number | null = null;
    const commandBus = {
      execute: async (command: { input: { companyName: string } }) => {
        if (recorded.length === 0) setImmediate(() => (otherWorkRanAfter ??= recorded.length));
        holdThread(0.5);
        recorded.push(command.input.companyName);
        return { id: `sub-${recorded.length}`, position: BigInt(recorded.length) };
      },
    } as unknown as CommandBus;
    const handler = new ImportWatchlistHandler(
      commandBus,
      { waitFor: async () => undefined } as unknown as SubscriptionCommands,
      { countOfOwner: async () => 0, find: async () => null } as unknown as SubscriptionQueries,
      { request: async () => 'requested' } as unknown as RecipientConfirmations,
      { alerts: { subscriptionsMax: 1000 } } as unknown as AppConfig,
    );

    const result = await handler.execute(
      new ImportWatchlistCommand(rows, 'kredit@example.de', { userId: 'u1', plan: 'pro_monthly', role: 'user' }),
    );

    expect(result.created).toBe(200);
    expect(recorded).toEqual(rows.map((row) => row.companyName));
    // 200 rows of 0.5 ms are 100 ms of work: the waiting callback ran long before the last row (a slice is 5 ms).
    expect(otherWorkRanAfter).not.toBeNull();
    expect(otherWorkRanAfter!).toBeLessThan(50);
  });
});
