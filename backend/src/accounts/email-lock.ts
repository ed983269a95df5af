import { Injectable } from '@nestjs/common';

/**
 * Serialises the commands that claim an e-mail address (registration, profile change) in this process. The
 * embedded profile runs one process; a distributed deployment would reserve addresses in their own streams.
 */
@Injectable()
export class EmailLock {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(work, work);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
