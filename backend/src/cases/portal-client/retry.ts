/** Retries with exponential backoff and jitter, abortable pauses. */
import { PortalHttpError, PortalTimeoutError } from './types.js';

export interface RetryPolicy {
  readonly maxRetries: number;
  readonly baseMs: number;
  readonly maxMs: number;
  readonly random: () => number;
}

/**
 * Pause before retry number `attempt` (1-based): base·2^(attempt-1), capped, with "equal jitter" (half fixed,
 * half random) so parallel sessions do not retry in lockstep. A server's Retry-After wins when longer (up to the
 * cap).
 */
export function backoffDelay(policy: RetryPolicy, attempt: number, retryAfterMs: number | null = null): number {
  const exponential = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  const jittered = exponential / 2 + policy.random() * (exponential / 2);
  return Math.round(Math.min(Math.max(jittered, retryAfterMs ?? 0), policy.maxMs));
}

/** Network failures (fetch rejects with TypeError, socket errors), timeouts, 5xx, 429 and 408. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof PortalHttpError) return error.retryable;
  if (error instanceof PortalTimeoutError) return true;
  if (error instanceof TypeError) return true; // undici: "fetch failed", "terminated"
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && /^(ECONN|EPIPE|ETIMEDOUT|EAI_AGAIN|ENOTFOUND|UND_ERR)/.test(code)) return true;
    if (error.name === 'SocketError' || /socket|terminated|other side closed/i.test(error.message)) return true;
  }
  return false;
}

export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    const detail = cause instanceof Error ? ` (${cause.message})` : '';
    return `${error.name}: ${error.message}${detail}`;
  }
  return String(error);
}

/** Resolve after `ms`, or reject with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(signal.reason as Error);
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export interface RetryHooks {
  readonly signal?: AbortSignal;
  onRetry?(attempt: number, delayMs: number, error: unknown): void;
}

/** Run `operation`, retrying retryable failures up to `policy.maxRetries` times. Aborts are never retried. */
export async function withRetry<T>(
  policy: RetryPolicy,
  operation: () => Promise<T>,
  hooks: RetryHooks = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    hooks.signal?.throwIfAborted();
    try {
      return await operation();
    } catch (error) {
      if (hooks.signal?.aborted) throw hooks.signal.reason;
      if (attempt > policy.maxRetries || !isRetryable(error)) throw error;
      const retryAfter = error instanceof PortalHttpError ? error.retryAfterMs : null;
      const delay = backoffDelay(policy, attempt, retryAfter);
      hooks.onRetry?.(attempt, delay, error);
      await sleep(delay, hooks.signal);
    }
  }
}
