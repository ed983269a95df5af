import { randomUUID } from 'node:crypto';
import type { Response, Test } from 'supertest';
import type { Clock } from '../platform/clock/clock.js';
import type { DomainEvent, NewEvent, RecordedEvent } from '../platform/event-store/event.js';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port.js';
import { InMemoryEventStore } from '../platform/event-store/in-memory/in-memory-event-store.js';
import { PROJECTIONS_HOST, type ProjectionsHost } from '../platform/projections-host/projections-host.port.js';
import { startTestApp, type TestApp } from './test-app.js';
import { apiClient, seedUser, type TestUser } from './test-users.js';

/** Events already in the log before the request: a stream and what it holds (metadata is added). */
export interface Given {
  readonly stream: string;
  readonly events: readonly DomainEvent[];
}

/** What the request did, for the `then` checks. */
export interface Outcome {
  readonly response: Response;
  /** Every event the request recorded, in the order of the log. */
  readonly newEvents: readonly RecordedEvent[];
}

export type Check = (outcome: Outcome) => void;

/**
 * Write-side specs over HTTP, after emmett's API specifications: given events, when a request, then the answer
 * and the new events (issue #27). The app is the real one on the embedded profile (HTTP pipeline, API key,
 * guards, validation, command handlers, deciders, and the read models the guards consult), on an event store in
 * memory; one app per spec file, the log growing from test to test. What the write side records over HTTP is
 * the same on both profiles, so these specs run once (the HTTP suites that also read back run on both).
 *
 *   const spec = await apiSpec();
 *   await spec
 *     .given({ stream: `savedsearch-${id}`, events: [created] })
 *     .when((http) => http.delete(`/api/saved-searches/${id}`), owner)
 *     .then(expectResponse(204), expectNewEvents([{ type: 'SavedSearchDeleted', data: { savedSearchId: id } }]));
 */
export interface ApiSpec {
  readonly t: TestApp;
  /** A user made by the builder (`seedUser`), to send requests as. */
  user(options?: Parameters<typeof seedUser>[1]): Promise<TestUser>;
  given(...streams: readonly Given[]): {
    when(
      request: (http: ReturnType<typeof apiClient>) => Test,
      as?: TestUser,
    ): { then(...checks: readonly Check[]): Promise<Outcome> };
  };
  close(): Promise<void>;
}

export async function apiSpec(options: { env?: NodeJS.ProcessEnv; clock?: Clock } = {}): Promise<ApiSpec> {
  const t = await startTestApp(options.env ?? {}, { clock: options.clock, eventStore: new InMemoryEventStore() });
  const store = t.app.get<EventStore>(EVENT_STORE);
  const projections = t.app.get<ProjectionsHost>(PROJECTIONS_HOST);
  return {
    t,
    user: (userOptions) => seedUser(t, userOptions),
    given: (...streams) => ({
      when: (request, as) => ({
        then: async (...checks) => {
          for (const { stream, events } of streams) {
            await store.append(stream, events.map(withMetadata), { expectedRevision: 'any' });
          }
          // The read models the guards and handlers consult show what was given.
          const before = await store.headPosition();
          await projections.waitFor(before);
          const response = await request(apiClient(t, as?.token));
          const newEvents = await store.readAll({ after: before, maxCount: 10_000 });
          const outcome = { response, newEvents };
          for (const check of checks) check(outcome);
          return outcome;
        },
      }),
    }),
    close: () => t.close(),
  };
}

/** The answer's status, and (optionally) fields of its body. */
export function expectResponse(status: number, body?: unknown): Check {
  return ({ response }) => {
    expect({ status: response.status, body: response.body as unknown }).toMatchObject({
      status,
      ...(body === undefined ? {} : { body }),
    });
  };
}

/**
 * The request recorded exactly these events, in this order, each matching `type` and (a subset of) `data`;
 * `stream` names the stream where it matters.
 */
export function expectNewEvents(
  expected: readonly { readonly type: string; readonly data?: unknown; readonly stream?: string }[],
): Check {
  return ({ newEvents }) => {
    expect(newEvents.map(({ type, data, streamName }) => ({ type, data, stream: streamName }))).toMatchObject(
      expected.map(({ type, data, stream }) => ({
        type,
        ...(data === undefined ? {} : { data }),
        ...(stream === undefined ? {} : { stream }),
      })),
    );
  };
}

/** The request recorded nothing (a refusal must leave the log as it was). */
export const expectNoNewEvents: Check = ({ newEvents }) => {
  expect(newEvents.map((event) => event.type)).toEqual([]);
};

function withMetadata(event: DomainEvent): NewEvent {
  return {
    ...event,
    metadata: {
      eventId: randomUUID(),
      correlationId: 'api-spec',
      causationId: null,
      actorId: 'system:test',
      occurredAt: new Date().toISOString(),
      schemaVersion: 1,
    },
  };
}
