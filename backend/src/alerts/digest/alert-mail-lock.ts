import { Injectable } from '@nestjs/common';
import { Leases, type LeaseOptions } from '../../platform/leases/leases.js';

/** The lease of alert mail runs in the shared event store (`lease-alert-mails`). */
export const ALERT_MAILS_LEASE = 'alert-mails';

/**
 * One alert mail run at a time, in this process and across processes: the 07:00 digest and the immediate sender
 * (issue #30) both prepare intents on the subscriptions' streams, and each resolves an intent it finds without
 * outcome as interrupted by a crash; running together, one would take the other's mail in flight for a crashed
 * one. They run in the embedded API, or in the scheduler worker on PROFILE=distributed, where an administrator's
 * "jetzt versenden" runs the digest in the API replica that received it: so runs of this process queue here first,
 * then take the lease (`platform/leases/`), which a process that crashed holding it leaves when its pid is gone (same
 * host) or after a term without renewal.
 */
@Injectable()
export class AlertMailLock {
  private tail: Promise<unknown> = Promise.resolve();

  constructor(private readonly leases: Leases) {}

  /** Rejects with `LeaseBusyError` when another process held the lease for all of `options.waitMs`. */
  run<T>(work: () => Promise<T>, options?: LeaseOptions): Promise<T> {
    const held = () => this.leases.hold(ALERT_MAILS_LEASE, work, options);
    const result = this.tail.then(held, held);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
