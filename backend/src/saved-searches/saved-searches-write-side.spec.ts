import { randomUUID } from 'node:crypto';
import { fixedClock } from '../platform/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port.js';
import {
  apiSpec,
  expectNewEvents,
  expectNoNewEvents,
  expectResponse,
  type ApiSpec,
} from '../test/api-spec.test-kit.js';
import type { TestUser } from '../test/test-users.js';
import type { SavedSearchCreated } from './domain/events.js';

/**
 * The write side of the saved searches over HTTP, in events (given, when a request, then what is recorded): the same
 * on both profiles, so proved once here on an event store in memory. `saved-searches-api.spec.ts` reads the results
 * back through the read models, on both profiles.
 */
describe('saved searches: what a request records', () => {
  let spec: ApiSpec;
  let pro: TestUser;
  let free: TestUser;
  beforeAll(async () => {
    spec = await apiSpec({ clock: fixedClock('2026-11-21T09:00:00Z') });
    [pro, free] = await Promise.all([spec.user({ plan: 'pro_monthly' }), spec.user()]);
  });
  afterAll(() => spec.close());

  /** A saved search of `owner` as the log holds it after a create. */
  const savedSearch = (owner: TestUser, name: string) => {
    const savedSearchId = randomUUID();
    const created: SavedSearchCreated = {
      type: 'SavedSearchCreated',
      data: {
        savedSearchId,
        ownerId: owner.userId,
        name,
        criteria: { q: 'Bau' },
        alert: false,
        createdAt: '2026-11-20T09:00:00.000Z',
      },
    };
    return { savedSearchId, given: { stream: `savedsearch-${savedSearchId}`, events: [created] } };
  };

  it('records a new saved search with its name trimmed and empty filters left out', async () => {
    const { newEvents } = await spec
      .given()
      .when(
        (http) =>
          http
            .post('/api/saved-searches')
            .send({ name: ' Bau  NRW ', criteria: { q: 'Bau', state: 'NW', procedureType: '' }, alert: true }),
        pro,
      )
      .then(
        expectResponse(201, { name: 'Bau NRW' }),
        expectNewEvents([
          {
            type: 'SavedSearchCreated',
            data: {
              ownerId: pro.userId,
              name: 'Bau NRW',
              criteria: { q: 'Bau', state: 'NW' },
              alert: true,
              createdAt: '2026-11-21T09:00:00.000Z',
            },
          },
        ]),
      );
    const [created] = newEvents as unknown as [SavedSearchCreated & { streamName: string }];
    expect(created.streamName).toBe(`savedsearch-${created.data.savedSearchId}`);
    expect(Object.keys(created.data.criteria)).toEqual(['q', 'state']);
  });

  it('records an update with the complete new fields', async () => {
    const { savedSearchId, given } = savedSearch(pro, 'Köln');
    await spec
      .given(given)
      .when((http) => http.patch(`/api/saved-searches/${savedSearchId}`).send({ name: 'Köln Bau', alert: true }), pro)
      .then(
        expectResponse(200, { name: 'Köln Bau', alert: true }),
        expectNewEvents([
          {
            type: 'SavedSearchUpdated',
            stream: `savedsearch-${savedSearchId}`,
            data: { savedSearchId, ownerId: pro.userId, name: 'Köln Bau', criteria: { q: 'Bau' }, alert: true },
          },
        ]),
      );
  });

  it('records the deletion, erases the stream and keeps an audit record without name or criteria', async () => {
    const { savedSearchId, given } = savedSearch(pro, 'Zu löschen');
    const { newEvents } = await spec
      .given(given)
      .when((http) => http.delete(`/api/saved-searches/${savedSearchId}`), pro)
      .then(
        expectResponse(200, { message: 'Suchprofil gelöscht' }),
        expectNewEvents([
          { type: 'SavedSearchErased', stream: `savedsearchaudit-${savedSearchId}`, data: { erasedBy: pro.userId } },
        ]),
      );
    // The deletion event went with its stream: the log keeps no name or criteria of it.
    expect(JSON.stringify(newEvents.map(({ type, data }) => ({ type, data })))).not.toContain('Zu löschen');
    const store = spec.t.app.get<EventStore>(EVENT_STORE);
    expect(await store.readStream(`savedsearch-${savedSearchId}`)).toEqual({ revision: 'no_stream', events: [] });
  });

  it('records nothing for a refused request: invalid input (German messages), a free user, another owner', async () => {
    const missing = await spec
      .given()
      .when((http) => http.post('/api/saved-searches').send({ criteria: {} }), pro)
      .then(expectResponse(400), expectNoNewEvents);
    expect(JSON.stringify(missing.response.body)).toContain('Bitte geben Sie einen Namen für das Suchprofil ein.');
    const badState = await spec
      .given()
      .when(
        (http) =>
          http.post('/api/saved-searches').send({ name: 'Falsch', criteria: { state: 'XX', dateFrom: '2026-02-30' } }),
        pro,
      )
      .then(expectResponse(400), expectNoNewEvents);
    expect(JSON.stringify(badState.response.body)).toContain('Ungültiges Bundesland');
    expect(JSON.stringify(badState.response.body)).toContain('Ungültiges Von-Datum');
    const unknown = await spec
      .given()
      .when((http) => http.post('/api/saved-searches').send({ name: 'Unbekannt', criteria: { page: 2 } }), pro)
      .then(expectResponse(400), expectNoNewEvents);
    expect(JSON.stringify(unknown.response.body)).toContain('Unbekanntes Feld');
    await spec
      .given()
      .when((http) => http.post('/api/saved-searches').send({ name: '   ', criteria: {} }), pro)
      .then(expectResponse(422, { message: 'Bitte geben Sie einen Namen für das Suchprofil ein.' }), expectNoNewEvents);

    await spec
      .given()
      .when((http) => http.post('/api/saved-searches').send({ name: 'Frei', criteria: {} }), free)
      .then(
        expectResponse(403, { message: 'Pro-Abonnement erforderlich für gespeicherte Suchprofile' }),
        expectNoNewEvents,
      );

    const other = await spec.user({ plan: 'pro_yearly' });
    const { savedSearchId, given } = savedSearch(pro, 'Privat');
    await spec
      .given(given)
      .when((http) => http.delete(`/api/saved-searches/${savedSearchId}`), other)
      .then(expectResponse(404, { message: 'Das Suchprofil wurde nicht gefunden.' }), expectNoNewEvents);
  });
});
