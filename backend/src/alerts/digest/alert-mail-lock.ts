import { Injectable } from '@nestjs/common';

/**
 * One alert mail run at a time in this process: the 07:00 digest and the immediate sender (issue #30) both
 * prepare intents on the subscriptions' streams, and each resolves an intent it finds without outcome as
 * interrupted by a crash; running together, one would take the other's mail in flight for a crashed one.
 * Both run in the same process (the embedded API, or the scheduler worker).
 */
@Injectable()
export class AlertMailLock {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(work, work);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
