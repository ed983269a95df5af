import { Command } from '@nestjs/cqrs';

/**
 * The accounts module's call, when it erases an account, into the module that keeps documents of the user
 * outside the event log (the claim-letter drafts of the cases module, issue #32 item 5), which handles it. A
 * message contract only, so the accounts module needs no internals of the other; answers how many documents
 * were erased.
 */
export class EraseUserDocumentsCommand extends Command<{ readonly erased: number }> {
  constructor(readonly userId: string) {
    super();
  }
}
