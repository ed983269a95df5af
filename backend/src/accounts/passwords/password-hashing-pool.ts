import { HttpStatus } from '@nestjs/common';
import { RetryLaterException, waitSeconds } from '../../platform/http/retry-later.js';

export const HASHING_BUSY =
  'Der Dienst ist gerade stark ausgelastet. Bitte versuchen Sie es in wenigen Sekunden erneut.';

export class PasswordHashingBusy extends RetryLaterException {
  constructor(retryAfterSeconds: number) {
    super(HttpStatus.SERVICE_UNAVAILABLE, HASHING_BUSY, retryAfterSeconds, 'password_hashing_busy');
  }
}

/**
 * Bounds the argon2 work of the process (issue #12): at most `concurrency` computations run at once (each
 * holds 19 MiB and a libuv thread, which otherwise also serve file I/O), at most `queue` more wait in arrival
 * order, and any further request is refused at once with 503 + Retry-After instead of piling up memory and
 * stretching every answer. Login, registration, password and e-mail changes all pass through here.
 */
export class PasswordHashingPool {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** Moving average of one computation, for an honest Retry-After. */
  private averageMs = 50;

  constructor(private readonly options: { readonly concurrency: number; readonly queue: number }) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.options.concurrency) {
      if (this.waiting.length >= this.options.queue) throw new PasswordHashingBusy(this.estimatedWaitSeconds());
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - started);
      // Hand the slot straight to the next in line (the count stays), or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** How long the queue ahead of a new request takes to drain. */
  private estimatedWaitSeconds(): number {
    return waitSeconds(((this.waiting.length + 1) * this.averageMs) / this.options.concurrency);
  }
}
