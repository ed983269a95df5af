import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ImportRunner } from '../import-runs/import-runner.js';
import { TriggerImportCommand } from './trigger-import.command.js';

@CommandHandler(TriggerImportCommand)
export class TriggerImportHandler implements ICommandHandler<TriggerImportCommand> {
  constructor(private readonly runner: ImportRunner) {}

  async execute(): Promise<{ runId: string }> {
    const { runId } = await this.runner.start('manual', 'Manueller Import');
    return { runId };
  }
}
