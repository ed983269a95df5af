import type { InquiryType } from './contact-rules.js';

/**
 * Events of the contact bounded context (docs/DESIGN.md §5), published to the read side. A message lives on the
 * stream `contact-<uuid>`; its deletion is recorded on `contactaudit-<uuid>` and the message stream is then
 * hard-deleted (see delete-message/), so only the audit fact, without personal data, remains.
 */
export interface ContactMessageReceived {
  readonly type: 'ContactMessageReceived';
  readonly data: {
    readonly messageId: string;
    readonly name: string;
    readonly email: string;
    readonly subject: string;
    readonly inquiryType: InquiryType | null;
    readonly message: string;
    readonly privacyAgreed: true;
    readonly receivedAt: string;
  };
}

export interface ContactMessageRead {
  readonly type: 'ContactMessageRead';
  readonly data: { readonly messageId: string; readonly readAt: string; readonly readBy: string };
}

/**
 * Marked as replied, either by hand (`reply` null: answered outside the application) or by an answer sent
 * from the admin area. The answer's text is kept: like the message, it is the sender's data and is erased
 * with it.
 */
export interface ContactMessageReplied {
  readonly type: 'ContactMessageReplied';
  readonly data: {
    readonly messageId: string;
    readonly repliedAt: string;
    readonly repliedBy: string;
    readonly reply: { readonly text: string; readonly mailMessageId: string } | null;
  };
}

/** Audit record of an erasure: ids and time only. */
export interface ContactMessageDeleted {
  readonly type: 'ContactMessageDeleted';
  readonly data: { readonly messageId: string; readonly deletedAt: string; readonly deletedBy: string };
}

export type ContactEvent = ContactMessageReceived | ContactMessageRead | ContactMessageReplied | ContactMessageDeleted;

export type { InquiryType } from './contact-rules.js';
