import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fixedClock } from '../../platform/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { contactForm } from '../test/contact-form.js';
import { startContactTestApp, type ContactTestApp } from '../test/contact-test-app.js';

const clock = fixedClock('2026-11-21T09:00:00Z');

describe('DELETE /api/contact/messages/:id', () => {
  let t: ContactTestApp;
  beforeAll(async () => {
    t = await startContactTestApp({ clock });
  });
  afterAll(() => t.close());

  const remove = (id: string) => t.as('admin').delete(`/api/contact/messages/${id}`);

  it('erases the message: gone from the inbox and the event store, only an audit record without personal data remains', async () => {
    // No hex in the marker: a random UUID in the remaining events once contained the former '7f3a9' (a CI flake).
    const marker = 'Unverwechselbarer Text Quxwortmarke zum Löschen';
    const id = await t.submitMessage(contactForm({ name: 'Erika Löschmich', message: marker }));
    const keep = await t.submitMessage();
    await t.as('admin').patch(`/api/contact/messages/${id}/read`).expect(200);
    clock.advance(60_000);

    const response = await remove(id).expect(200);
    expect(response.body).toEqual({ message: 'Nachricht gelöscht.' });

    const list = await t.as('admin').get('/api/contact/messages').expect(200);
    expect(list.body).toEqual({ messages: [expect.objectContaining({ id: keep })], total: 1 });

    const store = t.app.get<EventStore>(EVENT_STORE);
    expect(await store.readStream(`contact-${id}`)).toEqual({ revision: 'no_stream', events: [] });
    const audit = await store.readStream(`contactaudit-${id}`);
    expect(audit.events).toHaveLength(1);
    expect(audit.events[0]).toMatchObject({
      type: 'ContactMessageDeleted',
      data: { messageId: id, deletedAt: '2026-11-21T09:01:00.000Z', deletedBy: t.adminId },
      metadata: { actorId: t.adminId },
    });
    const everything = JSON.stringify(await store.readAll(), (_key, value: unknown) =>
      typeof value === 'bigint' ? value.toString() : value,
    );
    expect(everything).not.toContain('Löschmich');
    expect(everything).not.toContain('Quxwortmarke');
    // Not even in the files: rows overwritten (secure_delete) and the WALs truncated.
    for (const name of ['events.sqlite', 'events.sqlite-wal', 'read-models.sqlite', 'read-models.sqlite-wal']) {
      const file = await readFile(join(t.dataDir, name)).catch(() => Buffer.alloc(0));
      expect({ name, found: file.includes(Buffer.from('Quxwortmarke')) }).toEqual({ name, found: false });
    }
  });

  it('answers 404 to every action on a deleted message, deleting it again included', async () => {
    const id = await t.submitMessage();
    await remove(id).expect(200);
    for (const action of [
      () => t.as('admin').patch(`/api/contact/messages/${id}/read`),
      () => t.as('admin').patch(`/api/contact/messages/${id}/replied`),
      () => t.as('admin').post(`/api/contact/messages/${id}/reply`).send({ message: 'Hallo' }),
      () => remove(id),
    ]) {
      const response = await action().expect(404);
      expect(response.body.message).toBe('Die Nachricht wurde nicht gefunden.');
    }
  });

  it('answers 404 for an unknown id', async () => {
    const response = await remove('7d0f5b1e-1111-4222-8333-944455556666').expect(404);
    expect(response.body).toMatchObject({ title: 'Nicht gefunden', message: 'Die Nachricht wurde nicht gefunden.' });
    await remove('kein-uuid').expect(404);
  });
});
