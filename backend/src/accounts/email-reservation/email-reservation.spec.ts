import { fixedClock } from '../../platform/clock/clock.js';
import { STREAM_NAME_KEY } from '../../platform/config/stream-name-key.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { confirmationToken } from '../../test/outbox.js';
import { apiClient, signUp } from '../../test/test-users.js';
import { emailReservationStream } from '../domain/email-reservation-decider.js';
import { ACCOUNT_QUERIES, type AccountQueries } from '../read-model/account-queries.port.js';

const clock = fixedClock('2026-11-21T09:00:00Z');
const TAKEN = 'Diese E-Mail-Adresse ist bereits registriert.';
/**
 * Registers `email` and tells whether that created an account under this registration's name: the answer is
 * the same either way (issue #28), so the read model is asked. `lastName` tells registrations apart.
 */
async function registers(t: TestApp, email: string, lastName: string): Promise<boolean> {
  await apiClient(t)
    .post('/api/auth/register')
    .send({ ...account(email), lastName })
    .expect(201);
  return (await t.app.get<AccountQueries>(ACCOUNT_QUERIES).userByEmail(email))?.lastName === lastName;
}
const account = (email: string) => ({ email, password: 'Sicher-Passwort1', firstName: 'Eva', lastName: 'Kurz' });

/**
 * What another process (a CLI command, a second API replica) did on the shared event store, as this process
 * sees it: an address reserved in its reservation stream, while this process's read model knows no account.
 */
async function reservedElsewhere(t: TestApp, email: string, userId: string, at: string): Promise<void> {
  await t.app.get<EventStore>(EVENT_STORE).append(
    emailReservationStream(t.app.get<string>(STREAM_NAME_KEY), email),
    [
      {
        type: 'EmailAddressReserved',
        data: { userId, at },
        metadata: {
          eventId: `reservation-${userId}`,
          correlationId: 'other-process',
          causationId: null,
          actorId: userId,
          occurredAt: at,
          schemaVersion: 1,
        },
      },
    ],
    { expectedRevision: 'any' },
  );
}

describe('e-mail addresses are unique across processes (reservation streams, issue #18)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { clock });
  });
  afterAll(() => t.close());

  it('refuses a registration whose address another process is registering right now', async () => {
    await reservedElsewhere(t, 'Eva.Kurz@example.de', 'user-in-another-process', '2026-11-21T08:59:59.000Z');
    expect(await registers(t, 'eva.kurz@EXAMPLE.de', 'Zweite')).toBe(false);
  });

  it('takes over a reservation whose registration never recorded its account', async () => {
    await reservedElsewhere(t, 'abgebrochen@example.de', 'crashed-registration', '2026-11-21T08:40:00.000Z');
    expect(await registers(t, 'abgebrochen@example.de', 'Erste')).toBe(true);
    expect(await registers(t, 'abgebrochen@example.de', 'Zweite')).toBe(false);
  });

  it('refuses to confirm an address change to an address taken since, and frees the old address after a change', async () => {
    const user = await signUp(t, { firstName: 'Jan', lastName: 'Wechsel' });
    await user.http
      .put('/api/auth/profile')
      .send({ firstName: 'Jan', lastName: 'Wechsel', email: 'jan.neu@example.de', currentPassword: user.password })
      .expect(200);
    const token = await confirmationToken(t.dataDir, 'jan.neu@example.de');
    await reservedElsewhere(t, 'jan.neu@example.de', 'user-in-another-process', '2026-11-21T09:00:00.000Z');
    const refused = await apiClient(t).post('/api/auth/confirm-email').send({ token }).expect(409);
    expect(refused.body.message).toBe(TAKEN);
    expect((await user.http.get('/api/auth/me').expect(200)).body.email).toBe(user.email);

    await user.http
      .put('/api/auth/profile')
      .send({ firstName: 'Jan', lastName: 'Wechsel', email: 'jan.anders@example.de', currentPassword: user.password })
      .expect(200);
    await apiClient(t)
      .post('/api/auth/confirm-email')
      .send({ token: await confirmationToken(t.dataDir, 'jan.anders@example.de') })
      .expect(200);
    // The old address is free again; the new one is taken.
    expect(await registers(t, user.email, 'Neu')).toBe(true);
    expect(await registers(t, 'jan.anders@example.de', 'Neu')).toBe(false);
  });
});
