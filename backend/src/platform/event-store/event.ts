/**
 * Events are plain objects: a stable PascalCase `type`, a JSON `data` payload and metadata (docs/DESIGN.md §4).
 * Deciders produce `DomainEvent`s; the command handler adds metadata; the store returns `RecordedEvent`s.
 */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}

export interface EventMetadata {
  readonly eventId: string;
  readonly correlationId: string;
  readonly causationId: string | null;
  /** A user id or `system:<component>`. */
  readonly actorId: string;
  /** ISO-8601 instant at which the fact happened (from the injected clock, never from the store). */
  readonly occurredAt: string;
  readonly schemaVersion: number;
}

export type NewEvent<E extends DomainEvent = DomainEvent> = E & { readonly metadata: EventMetadata };

/** Distributes over unions so that narrowing on `type` narrows `data` too. */
export type RecordedEvent<E extends DomainEvent = DomainEvent> = E extends DomainEvent
  ? E & {
      readonly metadata: EventMetadata;
      readonly streamName: string;
      /** 0-based position of the event inside its stream. */
      readonly revision: bigint;
      /** Position in the global log; strictly increasing, never reused (gaps after erasure). */
      readonly position: bigint;
      readonly recordedAt: Date;
    }
  : never;

/** `<category>-<id>`; the id never carries personal data. */
export function streamCategory(streamName: string): string {
  const dash = streamName.indexOf('-');
  return dash === -1 ? streamName : streamName.slice(0, dash);
}
