/**
 * Components outside the projections (reactors, consumers) report their state here, so `/api/health` shows
 * them without the platform knowing any module. A component that is not `ok` makes the report `degraded`.
 */
export const HEALTH_REGISTRY = Symbol('HEALTH_REGISTRY');

export interface ComponentHealth {
  readonly name: string;
  readonly status: 'ok' | 'degraded';
  /** Counters and the last error: ids and numbers only, never personal data. */
  readonly details: Record<string, string | number | null>;
}

export class HealthRegistry {
  private readonly checks = new Map<string, () => Promise<ComponentHealth> | ComponentHealth>();

  register(name: string, check: () => Promise<ComponentHealth> | ComponentHealth): void {
    this.checks.set(name, check);
  }

  async report(): Promise<ComponentHealth[]> {
    return Promise.all([...this.checks.values()].map((check) => check()));
  }
}
