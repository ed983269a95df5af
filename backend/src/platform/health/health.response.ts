import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LAG_COUNT_LIMIT, LAG_TOLERANCE } from '../projections-host/projections-host.port.js';

export class EventStoreHealth {
  @ApiProperty({ description: 'Erreichbarkeit des Event Stores', enum: ['up', 'down'], example: 'up' })
  status!: 'up' | 'down';
  @ApiProperty({
    description: 'Globale Position des neuesten Ereignisses (Dezimalzeichenkette: Positionen sind 64 Bit groß)',
    example: '182734',
  })
  headPosition!: string;
  @ApiPropertyOptional({
    description: 'Fehlermeldung, wenn der Event Store nicht erreichbar ist',
    example: 'database is locked',
  })
  error?: string;
}

export class ProjectionHealth {
  @ApiProperty({ description: 'Name der Projektion', example: 'cases' })
  name!: string;
  @ApiProperty({ description: 'Zuletzt angewandte globale Position (Dezimalzeichenkette)', example: '182730' })
  checkpoint!: string;
  @ApiProperty({
    description:
      `Noch nicht angewandte Ereignisse im Log, gezählt bis ${LAG_COUNT_LIMIT} ` +
      `(${LAG_COUNT_LIMIT}: mehr als ${LAG_TOLERANCE}, Zustand degraded)`,
    example: 4,
    maximum: LAG_COUNT_LIMIT,
  })
  lag!: number;
  @ApiProperty({ description: 'Ob die Projektion läuft', example: true })
  running!: boolean;
  @ApiProperty({ description: 'Letzter Fehler der Projektion', type: String, nullable: true, example: null })
  error!: string | null;
}

export class ComponentHealthResponse {
  @ApiProperty({ description: 'Name der Komponente', example: 'alert-matcher' })
  name!: string;
  @ApiProperty({ description: 'Zustand der Komponente', enum: ['ok', 'degraded'], example: 'ok' })
  status!: 'ok' | 'degraded';
  @ApiProperty({
    description: 'Zähler und letzter Fehler (nur Kennungen und Zahlen)',
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }], nullable: true },
    example: { matched: 120, lastError: null },
  })
  details!: Record<string, string | number | null>;
}

export class HealthResponse {
  @ApiProperty({ description: 'Gesamtzustand', enum: ['ok', 'degraded', 'down'], example: 'ok' })
  status!: 'ok' | 'degraded' | 'down';
  @ApiProperty({ description: 'Betriebsprofil', enum: ['embedded', 'distributed'], example: 'embedded' })
  profile!: 'embedded' | 'distributed';
  @ApiProperty({ description: 'Zustand des Event Stores', type: EventStoreHealth })
  eventStore!: EventStoreHealth;
  @ApiProperty({ description: 'Zustand jeder Projektion', type: [ProjectionHealth] })
  projections!: ProjectionHealth[];
  @ApiProperty({ description: 'Reaktoren und Konsumenten (z. B. der Alert-Abgleich)', type: [ComponentHealthResponse] })
  components!: ComponentHealthResponse[];
  @ApiProperty({ description: 'Laufzeit des Prozesses in Sekunden', example: 86400 })
  uptimeSeconds!: number;
}

export class LivenessResponse {
  @ApiProperty({ description: 'Immer ok, solange der Prozess HTTP bedient', enum: ['ok'], example: 'ok' })
  status!: 'ok';
}

export class ReadinessResponse {
  @ApiProperty({
    description: 'Gesamtzustand: ok, degraded (eingeschränkt, z. B. letzter Import fehlgeschlagen) oder down',
    enum: ['ok', 'degraded', 'down'],
    example: 'ok',
  })
  status!: 'ok' | 'degraded' | 'down';
}
