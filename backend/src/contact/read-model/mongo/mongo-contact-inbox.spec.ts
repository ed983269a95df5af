import { collectionsHolding } from '../../../platform/read-store/mongo/mongo-read-model-under-test.test-kit.js';
import { describeWithMongo } from '../../../platform/read-store/mongo/mongo-test-server.test-kit.js';
import type { ContactEvent } from '../../domain/events.js';
import { contactInboxContract } from '../contract/contact-inbox.contract.test-kit.js';
import { mongoContactInboxHarness } from './contact-inbox.mongo-harness.test-kit.js';

const received = (messageId: string, name: string, message: string): ContactEvent => ({
  type: 'ContactMessageReceived',
  data: {
    messageId,
    name,
    email: `${messageId}@example.org`,
    subject: 'Rückruf',
    inquiryType: null,
    message,
    privacyAgreed: true,
    receivedAt: '2026-11-20T08:00:00.000Z',
  },
});

describeWithMongo('MongoDB contact inbox', () => {
  const { harness, build, dropAll } = mongoContactInboxHarness();
  afterEach(() => dropAll());

  contactInboxContract('MongoDB', harness);

  it("keeps an erased message's text in no collection of the database", async () => {
    const erased = 'Bitte rufen Sie Erika Geheimnisvoll unter 0171 2345678 zurück';
    const kept = 'Gilt der Jahrespreis auch für Vereine?';
    // One event per batch: the message is in the read model, read and replied, before it is erased.
    const { inbox, db } = await build([
      received('m1', 'Erika Geheimnisvoll', erased),
      received('m2', 'Bernd Bleibt', kept),
      { type: 'ContactMessageRead', data: { messageId: 'm1', readAt: '2026-11-20T09:00:00.000Z', readBy: 'admin' } },
      {
        type: 'ContactMessageReplied',
        data: { messageId: 'm1', repliedAt: '2026-11-20T10:00:00.000Z', repliedBy: 'admin', reply: null },
      },
      {
        type: 'ContactMessageDeleted',
        data: { messageId: 'm1', deletedAt: '2026-11-20T11:00:00.000Z', deletedBy: 'admin' },
      },
    ]);
    expect(await inbox.eraseMessage('m1')).toBe(true);
    for (const trace of [erased, 'Geheimnisvoll', 'm1@example.org']) {
      expect(await collectionsHolding(db, trace)).toEqual([]);
    }
    // The scan does see what is stored: the other message is there.
    expect(await collectionsHolding(db, kept)).toEqual(['rm_contact_messages']);
  });

  it('does not call a message erased while the read model still holds it', async () => {
    const { inbox } = await build([received('m1', 'Erika Mustermann', 'Noch nicht gelöscht')]);
    expect(await inbox.eraseMessage('m1')).toBe(false);
  });
});
