import { ApiProperty } from '@nestjs/swagger';

/** A background run (import, cleanup) accepted with 202; its progress shows elsewhere. */
export class RunStartedResponse {
  @ApiProperty({ description: 'Kennung des gestarteten Laufs', example: '0b6f3c1e-7d1a-4f4e-9a51-1f1f3f0c2a77' })
  runId!: string;
  @ApiProperty({ description: 'Deutsche Bestätigung', example: 'Import gestartet' })
  message!: string;
}

export class CleanupStartedResponse extends RunStartedResponse {
  @ApiProperty({ description: 'Zustand direkt nach dem Start', enum: ['running'], example: 'running' })
  status!: 'running';
}
