import { WrongExpectedRevisionError } from '../event-store/errors.js';

/**
 * Runs `attempt` again, up to `retries` more times, while it fails with `WrongExpectedRevisionError`: another
 * writer appended to the stream between the read and the append, so the work reads the fresh state and decides
 * again. Every other error, and the conflict after the last retry, goes to the caller. The one conflict loop of
 * the write side (commands, the importer's case streams, the retention run log).
 */
export async function retryOnConflict<T>(retries: number, attempt: (attemptNumber: number) => Promise<T>): Promise<T> {
  for (let attemptNumber = 0; ; attemptNumber++) {
    try {
      return await attempt(attemptNumber);
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError && attemptNumber < retries) continue;
      throw error;
    }
  }
}
