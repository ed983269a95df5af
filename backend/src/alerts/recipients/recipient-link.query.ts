import { Query } from '@nestjs/cqrs';

/** What the confirmation page of a signed link shows: the request's state and who asks (the owner's address). */
export interface RecipientLinkView {
  readonly status: 'pending' | 'queued' | 'confirmed' | 'refused';
  /** The owner's account address (folded) as the alerts read model knows it, or null. */
  readonly ownerAddress: string | null;
}

/** The double opt-in request behind a signed link (null: no request for this owner and address). */
export class RecipientLinkQuery extends Query<RecipientLinkView | null> {
  constructor(readonly recipientKey: string) {
    super();
  }
}
