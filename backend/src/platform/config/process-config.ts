/** Where a worker answers `GET /health` (`HEALTH_PORT`, `HEALTH_HOST`). */
export interface HealthEndpoint {
  readonly port: number;
  readonly host: string;
}

/** Below the SPA's 10 s request time-out, so the browser hears the 202 rather than giving up first. */
export const DEFAULT_PROJECTION_WAIT_SECONDS = 5;

export function loadHealthEndpoint(
  value: (name: string) => string | undefined,
  problems: string[],
): HealthEndpoint | undefined {
  const raw = value('HEALTH_PORT');
  // Loopback by default: the report names positions and errors, for the orchestrator, not the internet.
  const host = value('HEALTH_HOST') ?? '127.0.0.1';
  if (raw === undefined) return undefined;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) {
    problems.push(`HEALTH_PORT must be a port number (0-65535), got "${raw}"`);
    return undefined;
  }
  return { port, host };
}

export function loadProjectionWaitMs(value: (name: string) => string | undefined, problems: string[]): number {
  const raw = value('PROJECTION_WAIT_SECONDS') ?? String(DEFAULT_PROJECTION_WAIT_SECONDS);
  const seconds = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw) || seconds <= 0 || seconds > 300) {
    problems.push(`PROJECTION_WAIT_SECONDS must be a number of seconds above 0 and up to 300, got "${raw}"`);
    return DEFAULT_PROJECTION_WAIT_SECONDS * 1000;
  }
  return Math.round(seconds * 1000);
}
