import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';

/** Event types a projection reads ('all' for every event); other events only advance its checkpoint. */
export type HandledTypes = ReadonlySet<string> | 'all';

interface ProjectionIdentity {
  /** Stable name: the checkpoint key and the replay CLI argument. */
  readonly name: string;
  /** Bump when the read model's shape or rules change: the store then rebuilds it from the log. */
  readonly version: number;
  readonly handles: HandledTypes;
}

/**
 * A read model of JSON documents keyed by id, each built by a pure `evolve(doc, event)` (null deletes the
 * document). The store keeps with every document the position of the last event applied to it and skips
 * events it has already seen (docs/DESIGN.md §4).
 */
export interface DocumentProjection<Doc = unknown> extends ProjectionIdentity {
  readonly kind: 'documents';
  /** The collection the documents live in (SQLite: table `rm_<collection>`). */
  readonly collection: string;
  /** Which document an event belongs to; null ignores the event. */
  documentId(event: RecordedEvent): string | null;
  evolve(doc: Doc | null, event: RecordedEvent): Doc | null;
}

/**
 * A read model of its own shape (several tables, counters, an index). `evolve` is pure: it decides the changes
 * one event makes from what `view` shows (the read model including the changes decided before it in the same
 * batch); a store adapter of the read model applies the changes together with the checkpoint. Must be
 * deterministic: a rebuild has to produce the same read model as the live run.
 */
export interface TableProjection<View = unknown, Change = unknown> extends ProjectionIdentity {
  readonly kind: 'tables';
  evolve(view: View, event: RecordedEvent): readonly Change[];
}

export type Projection = DocumentProjection | TableProjection;

export function documentProjection<Doc>(definition: Omit<DocumentProjection<Doc>, 'kind'>): DocumentProjection<Doc> {
  return { kind: 'documents', ...definition };
}

export function tableProjection<View, Change>(
  definition: Omit<TableProjection<View, Change>, 'kind'>,
): TableProjection<View, Change> {
  return { kind: 'tables', ...definition };
}

/** Whether the projection reads `event` (the others only advance its checkpoint). */
export function handlesEvent(projection: { readonly handles: HandledTypes }, event: RecordedEvent): boolean {
  return projection.handles === 'all' || projection.handles.has(event.type);
}
