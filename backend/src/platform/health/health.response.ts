import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class EventStoreHealth {
  @ApiProperty({ enum: ['up', 'down'] }) status!: 'up' | 'down';
  @ApiProperty({ description: 'Global position of the newest event (decimal string: positions are 64-bit)' })
  headPosition!: string;
  @ApiPropertyOptional() error?: string;
}

export class ProjectionHealth {
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Last applied global position (decimal string)' }) checkpoint!: string;
  @ApiProperty({ description: 'Events in the log not yet applied' }) lag!: number;
  @ApiProperty() running!: boolean;
  @ApiProperty({ type: String, nullable: true }) error!: string | null;
}

export class ComponentHealthResponse {
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ['ok', 'degraded'] }) status!: 'ok' | 'degraded';
  @ApiProperty({ description: 'Counters and the last error (ids and numbers only)' })
  details!: Record<string, string | number | null>;
}

export class HealthResponse {
  @ApiProperty({ enum: ['ok', 'degraded', 'down'] }) status!: 'ok' | 'degraded' | 'down';
  @ApiProperty({ enum: ['embedded', 'distributed'] }) profile!: 'embedded' | 'distributed';
  @ApiProperty({ type: EventStoreHealth }) eventStore!: EventStoreHealth;
  @ApiProperty({ type: [ProjectionHealth] }) projections!: ProjectionHealth[];
  @ApiProperty({ type: [ComponentHealthResponse], description: 'Reactors and consumers (e.g. the alert matcher)' })
  components!: ComponentHealthResponse[];
  @ApiProperty() uptimeSeconds!: number;
}
