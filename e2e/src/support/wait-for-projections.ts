import { healthReport } from './health-report.js';

interface ProjectionHealth {
  readonly name: string;
  readonly lag: number;
}

/**
 * Waits, through /api/health, until every projection has applied the whole log. An import's end says that the
 * events are recorded; the read models follow on their own (on the MongoDB test server, under load, seconds to
 * minutes later), and a test comparing answers must wait for them.
 */
export async function waitForProjections(baseUrl: string, apiKey?: string, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const health = await healthReport<{ projections: ProjectionHealth[] }>(baseUrl, apiKey);
    if (health.projections.every((projection) => projection.lag === 0)) return;
    if (Date.now() > deadline) throw new Error(`projections did not catch up: ${JSON.stringify(health.projections)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
