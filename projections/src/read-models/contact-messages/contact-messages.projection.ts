import type { ContactEvent } from '@insolvenz/backend/contact/domain/events.js';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { tableProjection } from '../../store/projection.js';

export interface ContactMessagesView {
  /** Position of the last event applied to the message (undefined: none such). */
  position(id: string): bigint | undefined;
}

export type ContactMessageChange =
  | {
      readonly kind: 'receive';
      readonly id: string;
      readonly name: string;
      readonly email: string;
      readonly subject: string;
      readonly inquiryType: string | null;
      readonly message: string;
      readonly privacyAgreed: boolean;
      readonly receivedAt: string;
      readonly position: bigint;
    }
  /** Read: an unread message becomes read (a replied one stays replied). */
  | { readonly kind: 'mark-read'; readonly id: string; readonly readAt: string; readonly position: bigint }
  | { readonly kind: 'mark-replied'; readonly id: string; readonly repliedAt: string; readonly position: bigint }
  | { readonly kind: 'delete'; readonly id: string };

/**
 * Contact messages for the admin dashboard (docs/SPEC.md §2–§4). Each message keeps the global position of the last
 * event applied to it; the position guard makes a redelivered event a no-op.
 */
export const contactMessagesProjection = tableProjection<ContactMessagesView, ContactMessageChange>({
  name: 'contact-messages',
  version: 1,
  handles: new Set(['ContactMessageReceived', 'ContactMessageRead', 'ContactMessageReplied', 'ContactMessageDeleted']),
  evolve: (view, recorded) => {
    const event = recorded as RecordedEvent<ContactEvent>;
    const position = event.position;
    if (event.type === 'ContactMessageDeleted') return [{ kind: 'delete', id: event.data.messageId }];
    const known = view.position(event.data.messageId);
    switch (event.type) {
      case 'ContactMessageReceived': {
        if (known !== undefined) return [];
        const d = event.data;
        return [
          {
            kind: 'receive',
            id: d.messageId,
            name: d.name,
            email: d.email,
            subject: d.subject,
            inquiryType: d.inquiryType,
            message: d.message,
            privacyAgreed: d.privacyAgreed,
            receivedAt: d.receivedAt,
            position,
          },
        ];
      }
      case 'ContactMessageRead':
        if (known === undefined || known >= position) return [];
        return [{ kind: 'mark-read', id: event.data.messageId, readAt: event.data.readAt, position }];
      case 'ContactMessageReplied':
        if (known === undefined || known >= position) return [];
        return [{ kind: 'mark-replied', id: event.data.messageId, repliedAt: event.data.repliedAt, position }];
      default:
        return [];
    }
  },
});
