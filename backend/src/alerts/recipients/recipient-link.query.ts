import { Query } from '@nestjs/cqrs';

/** What the confirmation page of a signed link shows: the request's state and the owner's name. */
export interface RecipientLinkView {
  readonly status: 'pending' | 'confirmed' | 'refused';
  /** The owner's name as the alerts read model knows it, or null. */
  readonly ownerName: string | null;
}

/** The double opt-in request behind a signed link (null: no request for this owner and address). */
export class RecipientLinkQuery extends Query<RecipientLinkView | null> {
  constructor(readonly recipientKey: string) {
    super();
  }
}
