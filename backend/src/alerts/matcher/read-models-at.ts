import { DeliveryAborted } from '../../platform/message-bus/deliver-with-retries.js';
import type { SubscriptionQueries } from '../read-model/subscription-queries.port.js';

/** How long a message waits for the read models to include everything recorded before it. */
export const READ_MODEL_WAIT_MS = 10_000;
const FIRST_POLL_MS = 5;
const LONGEST_POLL_MS = 250;

/** The matcher is stopping while a message waits for the read models: it is not confirmed and comes again. */
export class MatcherStopping extends DeliveryAborted {
  override readonly name = 'MatcherStopping';
  constructor() {
    super('the matcher stops; the message is delivered again');
  }
}

export class ReadModelsLagBehind extends Error {
  override readonly name = 'ReadModelsLagBehind';
  constructor(position: bigint, applied: bigint) {
    super(
      `read models of the matcher lag behind (subscriptions, saved searches, debtor files at ${applied}, case at ${position})`,
    );
  }
}

/**
 * Resolves once the read models the matcher reads (subscriptions and saved searches; with alerts that follow debtor
 * files, the debtor files too: `AlertMatcher.readModels`) have applied the log up to `position`, read
 * from their stored checkpoints (so it holds whichever process runs the projections); polls with backoff and
 * gives up after `waitMs` (the message then takes the matcher's retries). Usually they are ahead already:
 * the projections apply a case event as soon as it is recorded, the feed relays it afterwards.
 */
export async function readModelsAt(
  queries: Pick<SubscriptionQueries, 'appliedUpTo'>,
  position: bigint,
  waitMs = READ_MODEL_WAIT_MS,
  stopping: () => boolean = () => false,
): Promise<void> {
  const deadline = Date.now() + waitMs;
  let delay = FIRST_POLL_MS;
  for (;;) {
    const applied = await queries.appliedUpTo();
    if (applied >= position) return;
    if (stopping()) throw new MatcherStopping();
    if (Date.now() >= deadline) throw new ReadModelsLagBehind(position, applied);
    await new Promise((resolve) => setTimeout(resolve, Math.min(delay, Math.max(1, deadline - Date.now()))));
    delay = Math.min(delay * 2, LONGEST_POLL_MS);
  }
}
