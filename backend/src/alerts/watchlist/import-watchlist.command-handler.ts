import { Inject } from '@nestjs/common';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { sliceDeadline, sliceOver } from '../../platform/background/background-turns.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { CreateSubscriptionCommand } from '../create-subscription/create-subscription.command.js';
import { SUBSCRIPTION_QUERIES, type SubscriptionQueries } from '../read-model/subscription-queries.port.js';
import { RecipientConfirmations } from '../recipients/recipient-confirmations.js';
import { SubscriptionCommands } from '../subscription-commands.js';
import { ImportWatchlistCommand } from './import-watchlist.command.js';
import { cappedForOwner } from './owner-cap.js';
import type { WatchlistImportResponse } from './watchlist.response.js';

/** "1 Zeile", "2 Zeilen", "1.000 Benachrichtigungen". */
const quantity = (n: number, one: string, other: string) => `${n.toLocaleString('de-DE')} ${n === 1 ? one : other}`;

@CommandHandler(ImportWatchlistCommand)
export class ImportWatchlistHandler implements ICommandHandler<ImportWatchlistCommand> {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly commands: SubscriptionCommands,
    @Inject(SUBSCRIPTION_QUERIES) private readonly queries: SubscriptionQueries,
    private readonly confirmations: RecipientConfirmations,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ rows: uploaded, email, caller, mode }: ImportWatchlistCommand): Promise<WatchlistImportResponse> {
    const { rows, limit, remaining, count } = await cappedForOwner(
      uploaded,
      caller.userId!,
      this.queries,
      this.config.alerts.subscriptionsMax,
    );
    const ids: string[] = [];
    let last: bigint | null = null;
    let deadline = sliceDeadline();
    for (const row of rows.filter((r) => r.errors.length === 0)) {
      // Each row's append is synchronous work on the API's thread: a list of 1,000 held every other request for
      // 0.6 s. Past a slice, the loop lets them in first.
      if (sliceOver(deadline)) {
        await nextTurn();
        deadline = sliceDeadline();
      }
      const { id, position } = await this.commandBus.execute(
        new CreateSubscriptionCommand(
          caller,
          { email, companyName: row.companyName, keywords: [], active: true, registerNumber: row.registerNumber, mode },
          {
            source: 'csv',
            waitForReadModel: false,
            ownerSubscriptions: count + ids.length,
            requestConfirmation: false,
          },
        ),
      );
      ids.push(id);
      last = position ?? last;
    }
    await this.commands.waitFor(last);
    // One confirmation mail for the whole list, not one per row.
    const confirmation =
      ids.length > 0
        ? await this.confirmations.request(caller.userId!, email, 'subscription', { waitForReadModel: true })
        : null;
    const skipped = rows.filter((r) => r.errors.length > 0);
    return {
      message:
        `${quantity(ids.length, 'Benachrichtigung', 'Benachrichtigungen')} angelegt` +
        (skipped.length > 0 ? `, ${quantity(skipped.length, 'Zeile', 'Zeilen')} übersprungen` : '') +
        (confirmation === 'requested'
          ? `. An ${email} wurde eine Bestätigungs-E-Mail gesendet; vorher werden dorthin keine Benachrichtigungen versendet.`
          : confirmation === 'deferred'
            ? `. Die Bestätigungs-E-Mail an ${email} wartet auf Versand: Sie haben heute schon so viele gesendet, wie an einem Tag möglich sind; sie geht morgen hinaus.`
            : ''),
      created: ids.length,
      skipped: skipped.length,
      subscriptionIds: ids,
      errors: skipped.flatMap((r) => r.errors),
      limit,
      remaining: remaining - ids.length,
      /** The SPA says that nothing is mailed to the address before it confirms. */
      recipientStatus: ids.length > 0 ? ((await this.queries.find(ids[0]!))?.recipientStatus ?? null) : null,
    };
  }
}
