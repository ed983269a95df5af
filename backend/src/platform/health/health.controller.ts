import { Controller, Get, HttpStatus, Inject, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import { LAG_TOLERANCE, PROJECTIONS_HOST, type ProjectionsHost } from '../projections-host/projections-host.port.js';
import { AdminGuard } from '../http/admin.guard.js';
import { HealthResponse, LivenessResponse, ReadinessResponse } from './health.response.js';
import { Public, WithoutApiKey } from '../http/access.js';
import { HEALTH_REGISTRY, type HealthRegistry } from './health-registry.js';

@ApiTags('system')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(PROJECTIONS_HOST) private readonly projections: ProjectionsHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(HEALTH_REGISTRY) private readonly registry: HealthRegistry,
  ) {}

  /** Liveness probe: answers as long as the process serves HTTP; touches no storage. */
  @Get('live')
  @WithoutApiKey()
  @ApiOperation({
    summary: 'Liveness-Probe: antwortet, solange der Prozess HTTP bedient (ohne Event Store und Projektionen)',
  })
  @ApiOkResponse({ type: LivenessResponse, description: 'Der Prozess bedient HTTP' })
  live(): LivenessResponse {
    return { status: 'ok' };
  }

  /**
   * Readiness probe for load balancers, monitors and people with a browser: the overall state only, no
   * positions, counts or errors (those are for administrators, GET /api/health).
   */
  @Get('ready')
  @WithoutApiKey()
  @ApiOperation({
    summary:
      'Readiness-Probe: Gesamtzustand ohne Einzelheiten (ok, degraded: eingeschränkt, z. B. Import fehlgeschlagen; down)',
  })
  @ApiOkResponse({ type: ReadinessResponse, description: 'Der Dienst bedient Anfragen (ok oder degraded)' })
  @ApiResponse({ status: 503, type: ReadinessResponse, description: 'Event Store nicht erreichbar (down)' })
  async ready(@Res({ passthrough: true }) response: Response): Promise<ReadinessResponse> {
    const { status } = await this.health(response);
    return { status };
  }

  @Get()
  @UseGuards(AdminGuard)
  @ApiOperation({ summary: 'Zustand von Event Store, Projektionen und Komponenten im Einzelnen (nur Administratoren)' })
  @ApiOkResponse({ type: HealthResponse, description: 'Zustand ok oder degraded' })
  @ApiResponse({ status: 503, type: HealthResponse, description: 'Event Store nicht erreichbar (Zustand down)' })
  async health(@Res({ passthrough: true }) response: Response): Promise<HealthResponse> {
    let head: bigint;
    try {
      head = await this.eventStore.headPosition();
    } catch (error) {
      response.status(HttpStatus.SERVICE_UNAVAILABLE);
      return {
        status: 'down',
        profile: this.config.profile,
        eventStore: {
          status: 'down',
          headPosition: '0',
          error: error instanceof Error ? error.message : String(error),
        },
        projections: [],
        components: [],
        uptimeSeconds: Math.round(process.uptime()),
      };
    }
    const projections = (await this.projections.status()).map((p) => ({
      name: p.name,
      checkpoint: p.checkpoint.toString(),
      lag: p.lag,
      running: p.running,
      error: p.error,
    }));
    const components = await this.registry.report();
    const degraded =
      projections.some((p) => !p.running || p.error !== null || p.lag > LAG_TOLERANCE) ||
      components.some((c) => c.status !== 'ok');
    return {
      status: degraded ? 'degraded' : 'ok',
      profile: this.config.profile,
      eventStore: { status: 'up', headPosition: head.toString() },
      projections,
      components,
      uptimeSeconds: Math.round(process.uptime()),
    };
  }
}
