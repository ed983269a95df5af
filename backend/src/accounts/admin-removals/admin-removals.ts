import { ConflictException, Injectable } from '@nestjs/common';
import { LeaseBusyError, Leases } from '../../platform/leases/leases.js';

/** The lease that admin removals of all processes take (`lease-admin-removals`). */
export const ADMIN_REMOVALS_LEASE = 'admin-removals';

export const ADMIN_REMOVAL_BUSY =
  'Gerade wird ein anderes Administratorkonto geändert. Bitte versuchen Sie es in einer Minute erneut.';

/**
 * Runs the commands that can leave the app without an active administrator ("Konto löschen" of an admin,
 * deactivating an admin) one after another: each counts the active administrators only once the one before it has
 * finished, and those commands await the read models, so the count includes it. Two administrators removing
 * themselves or each other at the same moment can no longer both pass the check, also on two API replicas or with a
 * CLI command beside the app: in this process a queue, across processes the lease `admin-removals` in the shared
 * event store (`platform/leases/`). A removal that finds the lease held by another process for longer than the
 * lease's wait is refused with 409 (`ADMIN_REMOVAL_BUSY`) and changes nothing.
 */
@Injectable()
export class AdminRemovals {
  private tail: Promise<unknown> = Promise.resolve();

  constructor(private readonly leases: Leases) {}

  /** `work` after every removal queued before it has settled, under the lease; its own outcome. */
  one<T>(work: () => Promise<T>): Promise<T> {
    const leased = () => this.leased(work);
    const run = this.tail.then(leased, leased);
    this.tail = run.catch(() => undefined);
    return run;
  }

  private async leased<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await this.leases.hold(ADMIN_REMOVALS_LEASE, work);
    } catch (error) {
      if (error instanceof LeaseBusyError) throw new ConflictException(ADMIN_REMOVAL_BUSY);
      throw error;
    }
  }
}
