import { ContactText } from '../contact-field.decorator.js';

export class ReplyToMessageRequest {
  /** The answer's text; the mail adds greeting, closing and the quoted original. */
  @ContactText('reply')
  message!: string;
}
