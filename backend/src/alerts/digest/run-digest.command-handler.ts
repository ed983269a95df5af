import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DigestRunner, type DigestRunSummary } from './digest-runner.js';
import { RunDigestCommand } from './run-digest.command.js';

@CommandHandler(RunDigestCommand)
export class RunDigestHandler implements ICommandHandler<RunDigestCommand> {
  constructor(private readonly runner: DigestRunner) {}

  execute(): Promise<DigestRunSummary> {
    return this.runner.run();
  }
}
