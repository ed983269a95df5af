import { Command } from '@nestjs/cqrs';

export class DeleteDraftCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly caseId: number,
    readonly draftId: string,
  ) {
    super();
  }
}
