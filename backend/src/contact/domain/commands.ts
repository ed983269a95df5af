import type { ContactSubmission } from './contact-rules.js';

/**
 * Commands of a contact message. Ids and time come from the handler (a random UUID, the injected clock), so
 * the decider stays deterministic (docs/DESIGN.md §4). `by` is the acting admin's user id.
 */
export type ContactCommand =
  | {
      readonly type: 'ReceiveContactMessage';
      readonly messageId: string;
      readonly submission: ContactSubmission;
      readonly at: Date;
    }
  | { readonly type: 'MarkContactMessageRead'; readonly by: string; readonly at: Date }
  | { readonly type: 'MarkContactMessageReplied'; readonly by: string; readonly at: Date }
  | {
      readonly type: 'ReplyToContactMessage';
      readonly by: string;
      readonly at: Date;
      readonly text: string;
      /** Message-ID of the answer mail, sent after the decider allowed the reply (see reply-to-message/). */
      readonly mailMessageId: string;
    }
  | { readonly type: 'DeleteContactMessage'; readonly by: string; readonly at: Date };
