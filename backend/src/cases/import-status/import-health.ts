import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { HEALTH_REGISTRY, type ComponentHealth, type HealthRegistry } from '../../platform/health/health-registry.js';
import { IMPORT_RUN_QUERIES, type ImportRunQueries } from '../read-model/import-run-queries.port.js';
import { importMonitorStatus, type OverallState } from './import-monitor-status.js';

/** Import states that make the service "eingeschränkt": users see no fresh data until a run succeeds. */
const DEGRADED: ReadonlySet<OverallState> = new Set(['portal_unreachable', 'failed']);

/**
 * The import as a component of /api/health: degraded while the portal is unreachable or the last run failed, so
 * the health report no longer says "ok" while no data comes in. Same facts and rules as the import monitor.
 */
export function importHealth(state: OverallState): ComponentHealth {
  return { name: 'import', status: DEGRADED.has(state) ? 'degraded' : 'ok', details: { state } };
}

@Injectable()
export class ImportHealth {
  constructor(
    @Inject(IMPORT_RUN_QUERIES) runs: ImportRunQueries,
    @Inject(CLOCK) clock: Clock,
    @Inject(HEALTH_REGISTRY) health: HealthRegistry,
  ) {
    health.register('import', async () => {
      const status = importMonitorStatus({ now: clock.now(), ...(await runs.runFacts()), nextSession: null });
      return importHealth(status.overall.state);
    });
  }
}
