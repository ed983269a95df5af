import type { DatabaseSync } from 'node:sqlite';
import type { EventStore } from '../event-store/event-store.port.js';

/**
 * The backend hosts the projections in its own process in the embedded profile. The projections package
 * depends on the backend (event types, ports), so the backend reaches it only through this port and a
 * runtime import (see `load-projections-host.ts`): no build-time cycle.
 */
export const PROJECTIONS_HOST = Symbol('PROJECTIONS_HOST');

export interface ProjectionStatus {
  readonly name: string;
  readonly checkpoint: bigint;
  /** Events in the log after the checkpoint. */
  readonly lag: number;
  readonly running: boolean;
  readonly error: string | null;
}

export interface ProjectionsHost {
  start(): Promise<void>;
  stop(): Promise<void>;
  status(): Promise<ProjectionStatus[]>;
  /**
   * Resolves once every projection (or only the named ones) has applied the log up to `position`. Naming them
   * keeps a reader of one read model from waiting on an unrelated projection that is failing.
   */
  waitFor(position: bigint, options?: { readonly only?: readonly string[] }): Promise<void>;
}

export interface ProjectionsHostDependencies {
  readonly eventStore: EventStore;
  readonly readDb: DatabaseSync;
  readonly log?: (message: string) => void;
}

export type ProjectionsHostFactory = (deps: ProjectionsHostDependencies) => ProjectionsHost;
