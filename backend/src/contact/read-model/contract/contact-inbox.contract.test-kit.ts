import type { ContactEvent } from '../../domain/events.js';
import type { ContactInbox } from '../contact-inbox.port.js';

/** Builds the contact read model from these events (in order) with the real projection and answers through the port. */
export type ContactInboxHarness = (events: ContactEvent[]) => Promise<ContactInbox>;

const received = (messageId: string, receivedAt: string, text = `Anfrage ${messageId}`): ContactEvent => ({
  type: 'ContactMessageReceived',
  data: {
    messageId,
    name: 'Erika Mustermann',
    email: 'erika@example.org',
    subject: `Betreff ${messageId}`,
    inquiryType: 'billing',
    message: text,
    privacyAgreed: true,
    receivedAt,
  },
});

/** The behaviour every `ContactInbox` adapter must show, given the contact module's domain events. */
export function contactInboxContract(name: string, harness: ContactInboxHarness): void {
  describe(`ContactInbox contract: ${name}`, () => {
    it('shows a received message unread, with everything the sender entered', async () => {
      const inbox = await harness([
        received('m1', '2026-11-20T08:00:00.000Z', 'Gilt der Jahrespreis auch für Vereine?'),
      ]);
      expect(await inbox.find('m1')).toEqual({
        id: 'm1',
        name: 'Erika Mustermann',
        email: 'erika@example.org',
        subject: 'Betreff m1',
        message: 'Gilt der Jahrespreis auch für Vereine?',
        inquiryType: 'billing',
        privacyAgreed: true,
        status: 'unread',
        createdAt: '2026-11-20T08:00:00.000Z',
        created_at: '2026-11-20T08:00:00.000Z',
        readAt: null,
        repliedAt: null,
      });
      expect(await inbox.find('unknown')).toBeNull();
    });

    it('follows a message from read to replied, a reply without reading first too', async () => {
      const inbox = await harness([
        received('m1', '2026-11-20T08:00:00.000Z'),
        received('m2', '2026-11-20T09:00:00.000Z'),
        { type: 'ContactMessageRead', data: { messageId: 'm1', readAt: '2026-11-20T10:00:00.000Z', readBy: 'admin' } },
        {
          type: 'ContactMessageReplied',
          data: { messageId: 'm1', repliedAt: '2026-11-20T11:00:00.000Z', repliedBy: 'admin', reply: null },
        },
        {
          type: 'ContactMessageReplied',
          data: {
            messageId: 'm2',
            repliedAt: '2026-11-20T12:00:00.000Z',
            repliedBy: 'admin',
            reply: { text: 'Ja.', mailMessageId: 'mail-1' },
          },
        },
      ]);
      expect(await inbox.find('m1')).toMatchObject({
        status: 'replied',
        readAt: '2026-11-20T10:00:00.000Z',
        repliedAt: '2026-11-20T11:00:00.000Z',
      });
      expect(await inbox.find('m2')).toMatchObject({ status: 'replied', readAt: null });
    });

    it('pages the inbox newest first with the total', async () => {
      const inbox = await harness([
        received('m1', '2026-11-20T08:00:00.000Z'),
        received('m2', '2026-11-21T08:00:00.000Z'),
        received('m3', '2026-11-19T08:00:00.000Z'),
      ]);
      const page = async (limit: number, offset: number) => {
        const { messages, total } = await inbox.list({ limit, offset });
        return { ids: messages.map((message) => message.id), total };
      };
      expect(await page(2, 0)).toEqual({ ids: ['m2', 'm1'], total: 3 });
      expect(await page(2, 2)).toEqual({ ids: ['m3'], total: 3 });
      expect(await page(2, 4)).toEqual({ ids: [], total: 3 });
    });

    it('keeps nothing of an erased message in any answer', async () => {
      const inbox = await harness([
        received('m1', '2026-11-20T08:00:00.000Z', 'Bitte löschen Sie meine Daten, Erika Geheim'),
        received('m2', '2026-11-20T09:00:00.000Z'),
        { type: 'ContactMessageRead', data: { messageId: 'm1', readAt: '2026-11-20T10:00:00.000Z', readBy: 'admin' } },
        {
          type: 'ContactMessageDeleted',
          data: { messageId: 'm1', deletedAt: '2026-11-20T11:00:00.000Z', deletedBy: 'admin' },
        },
      ]);
      expect(await inbox.eraseMessage('m1')).toBe(true);
      expect(await inbox.find('m1')).toBeNull();
      const { messages, total } = await inbox.list({ limit: 50, offset: 0 });
      expect(total).toBe(1);
      expect(JSON.stringify(messages)).not.toMatch(/m1|Geheim/);
    });

    it('names the messages received before a time, oldest first (the retention sweep)', async () => {
      const inbox = await harness([
        received('m1', '2026-05-20T08:00:00.000Z'),
        received('m2', '2026-04-01T08:00:00.000Z'),
        received('m3', '2026-11-20T08:00:00.000Z'),
        received('m4', '2026-05-31T22:00:00.000Z'),
      ]);
      expect(await inbox.receivedBefore('2026-06-01T00:00:00.000Z', 10)).toEqual(['m2', 'm1', 'm4']);
      expect(await inbox.receivedBefore('2026-06-01T00:00:00.000Z', 2)).toEqual(['m2', 'm1']);
      expect(await inbox.receivedBefore('2026-05-20T08:00:00.000Z', 10)).toEqual(['m2']);
      expect(await inbox.receivedBefore('2026-01-01T00:00:00.000Z', 10)).toEqual([]);
    });

    it('answers empty before anything was received', async () => {
      const inbox = await harness([]);
      expect(await inbox.list({ limit: 10, offset: 0 })).toEqual({ messages: [], total: 0 });
      expect(await inbox.find('m1')).toBeNull();
      expect(await inbox.receivedBefore('2026-12-01T00:00:00.000Z', 10)).toEqual([]);
    });
  });
}
