import type { Logger } from '@nestjs/common';
import type { Clock } from '../../platform/clock/clock.js';
import { ImportRunNotOpen } from '../domain/import-run-decider.js';
import type { ImportRunCommands } from './import-run-commands.js';

export class ImportLeaseLost extends Error {
  override readonly name = 'ImportLeaseLost';
  constructor() {
    super('Lease verloren: ein anderer Prozess hat den Lauf als unterbrochen abgeschlossen');
  }
}

/**
 * The owner's side of a run's lease: a heartbeat every quarter of the lease, each one an awaited, logged
 * command. When the stream says the run is no longer open (another process closed it after the lease
 * expired, e.g. because this process stalled), `onLost` stops the run: its work no longer counts as the run.
 */
export class RunLease {
  private timer: NodeJS.Timeout | undefined;
  private beating: Promise<void> = Promise.resolve();
  private beats = 0;

  constructor(
    private readonly commands: ImportRunCommands,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly run: { stream: string; runId: string; ownerId: string; leaseMs: number },
    private readonly onLost: (reason: Error) => void,
  ) {}

  /** The lease end for a heartbeat (or start) at `now`. */
  static until(now: Date, leaseMs: number): string {
    return new Date(now.getTime() + leaseMs).toISOString();
  }

  hold(): void {
    this.timer = setInterval(
      () => {
        this.beating = this.beating.then(() => this.beat());
      },
      Math.max(250, Math.floor(this.run.leaseMs / 4)),
    );
  }

  /** Stops the heartbeats and waits for one in flight, so that no heartbeat follows the run's end. */
  async release(): Promise<void> {
    clearInterval(this.timer);
    await this.beating;
  }

  private async beat(): Promise<void> {
    const { stream, runId, ownerId, leaseMs } = this.run;
    const now = this.clock.now();
    try {
      await this.commands.decide(
        stream,
        {
          type: 'RenewImportRunLease',
          runId,
          ownerId,
          at: now.toISOString(),
          leaseUntil: RunLease.until(now, leaseMs),
        },
        `heartbeat:${runId}:${++this.beats}`,
      );
    } catch (error) {
      if (error instanceof ImportRunNotOpen) {
        clearInterval(this.timer);
        this.logger.warn(`run ${runId}: lease lost, another process closed the run as interrupted`);
        this.onLost(new ImportLeaseLost());
        return;
      }
      // The next heartbeat tries again; only a lease that actually expires lets another process close the run.
      this.logger.warn(`run ${runId}: heartbeat not recorded: ${error instanceof Error ? error.message : error}`);
    }
  }
}
