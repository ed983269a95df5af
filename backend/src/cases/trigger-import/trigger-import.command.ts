import { Command } from '@nestjs/cqrs';

/** Start an import run now (an administrator's button); answers with the run's id. */
export class TriggerImportCommand extends Command<{ runId: string }> {}
