import { Injectable } from '@nestjs/common';

/**
 * Runs the commands that can leave the app without an active administrator ("Konto löschen" of an admin,
 * deactivating an admin) one after another in this process: each counts the active administrators only once the
 * one before it has finished, and those commands await the read models, so the count includes it. Two
 * administrators removing themselves or each other at the same moment can no longer both pass the check.
 * API replicas of the distributed profile do not share this queue (see the README, "Konto löschen").
 */
@Injectable()
export class AdminRemovals {
  private tail: Promise<unknown> = Promise.resolve();

  /** `work` after every removal queued before it has settled; its own outcome. */
  one<T>(work: () => Promise<T>): Promise<T> {
    const run = this.tail.then(work, work);
    this.tail = run.catch(() => undefined);
    return run;
  }
}
