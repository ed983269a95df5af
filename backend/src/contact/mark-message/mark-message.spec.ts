import { fixedClock } from '../../platform/clock/clock.js';
import { startContactTestApp, type ContactTestApp } from '../test/contact-test-app.js';

const clock = fixedClock('2026-11-21T09:00:00Z');

describe('PATCH /api/contact/messages/:id/read and /replied', () => {
  let t: ContactTestApp;
  beforeAll(async () => {
    t = await startContactTestApp({ clock });
  });
  afterAll(() => t.close());

  const mark = (id: string, what: 'read' | 'replied') => t.as('admin').patch(`/api/contact/messages/${id}/${what}`);

  it('marks an unread message as read, answering with the message as the inbox now shows it', async () => {
    const id = await t.submitMessage();
    clock.advance(3_600_000);
    const response = await mark(id, 'read').expect(200);
    expect(response.body).toEqual({
      message: 'Nachricht als gelesen markiert.',
      contactMessage: expect.objectContaining({ id, status: 'read', readAt: '2026-11-21T10:00:00.000Z' }),
    });
    const list = await t.as('admin').get('/api/contact/messages').expect(200);
    expect(list.body.messages.find((m: { id: string }) => m.id === id)).toMatchObject({ status: 'read' });
  });

  it('refuses to mark a read or replied message as read again with 409', async () => {
    const id = await t.submitMessage();
    await mark(id, 'read').expect(200);
    const again = await mark(id, 'read').expect(409);
    expect(again.body).toMatchObject({
      status: 409,
      title: 'Konflikt',
      message: 'Die Nachricht wurde bereits gelesen.',
      type: 'urn:insolvenzmonitor:problem:contact_message_already_read',
    });
    const replied = await t.submitMessage();
    await mark(replied, 'replied').expect(200);
    await mark(replied, 'read').expect(409);
  });

  it('marks an unread or a read message as replied', async () => {
    const unread = await t.submitMessage();
    const response = await mark(unread, 'replied').expect(200);
    expect(response.body).toEqual({
      message: 'Nachricht als beantwortet markiert.',
      contactMessage: expect.objectContaining({ id: unread, status: 'replied', readAt: null }),
    });
    expect(response.body.contactMessage.repliedAt).toEqual(expect.any(String));
    const read = await t.submitMessage();
    await mark(read, 'read').expect(200);
    const fromRead = await mark(read, 'replied').expect(200);
    expect(fromRead.body.contactMessage).toMatchObject({ status: 'replied', readAt: expect.any(String) });
  });

  it('refuses to mark a replied message as replied again with 409', async () => {
    const id = await t.submitMessage();
    await mark(id, 'replied').expect(200);
    const again = await mark(id, 'replied').expect(409);
    expect(again.body.message).toBe('Die Nachricht wurde bereits beantwortet.');
  });

  it('answers 404 in German for unknown ids and ids that are not UUIDs', async () => {
    for (const id of ['7d0f5b1e-1111-4222-8333-944455556666', 'gibt-es-nicht', '42']) {
      for (const what of ['read', 'replied'] as const) {
        const response = await mark(id, what).expect(404);
        expect(response.body).toMatchObject({
          title: 'Nicht gefunden',
          message: 'Die Nachricht wurde nicht gefunden.',
        });
      }
    }
  });
});
