import { Command } from '@nestjs/cqrs';

/** Apply the retention periods now, as `actorId` (an administrator); answers with the run's id. */
export class RunCleanupCommand extends Command<{ runId: string }> {
  constructor(readonly actorId: string) {
    super();
  }
}
