import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RetentionCleaner } from './retention-cleaner.js';
import { RunCleanupCommand } from './run-cleanup.command.js';

@CommandHandler(RunCleanupCommand)
export class RunCleanupHandler implements ICommandHandler<RunCleanupCommand> {
  constructor(private readonly cleaner: RetentionCleaner) {}

  async execute({ actorId }: RunCleanupCommand): Promise<{ runId: string }> {
    const { runId } = await this.cleaner.start('manual', actorId);
    return { runId };
  }
}
