import type { BusMessage } from './message-bus.port.js';

export interface RetryPolicy {
  /** Attempts per message once the batch as a whole failed; then it is parked. */
  readonly maxAttempts: number;
  /** Pause before the second attempt; it quadruples for each further one. */
  readonly retryDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 3, retryDelayMs: 50 };

/**
 * Thrown when the subscription closes during retries, or by a consumer that stops while it waits for something
 * that is not the message's fault (e.g. lagging read models): the batch is not confirmed, never retried or
 * parked, and comes again.
 */
export class DeliveryAborted extends Error {
  override readonly name: string = 'DeliveryAborted';
}

export interface Parked<Payload> {
  readonly message: BusMessage<Payload>;
  readonly attempts: number;
  readonly error: string;
}

export const errorText = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * Hands a batch to a consumer with the port's bounded retries, shared by the adapters. The batch goes first as
 * a whole (the fast path). If that fails, each message goes alone, in order, up to `maxAttempts` times; one that
 * still fails is handed to `park` and the next message follows, so a poison message costs a few retries, not
 * the consumer group. Resolves once every message was handled or parked.
 */
export async function deliverWithRetries<Payload>(
  messages: readonly BusMessage<Payload>[],
  handle: (messages: readonly BusMessage<Payload>[]) => Promise<void>,
  options: RetryPolicy & {
    park: (parked: Parked<Payload>) => Promise<void>;
    /** Checked before each retry: a closing subscription stops retrying (`DeliveryAborted`). */
    closing: () => boolean;
  },
): Promise<void> {
  if (messages.length === 0) return;
  try {
    await handle(messages);
    return;
  } catch (error) {
    if (error instanceof DeliveryAborted) throw error;
    // Which message failed is unknown: each goes alone now.
  }
  for (const message of messages) {
    for (let attempt = 1; ; attempt++) {
      if (options.closing()) throw new DeliveryAborted('subscription closed during retries');
      try {
        await handle([message]);
        break;
      } catch (error) {
        if (error instanceof DeliveryAborted) throw error;
        if (attempt >= options.maxAttempts) {
          await options.park({ message, attempts: attempt + 1, error: errorText(error) });
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, options.retryDelayMs * 4 ** (attempt - 1)));
      }
    }
  }
}
