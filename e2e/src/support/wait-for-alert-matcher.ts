import { healthReport } from './health-report.js';

interface Component {
  readonly name: string;
  readonly details: Record<string, unknown>;
}

/**
 * Waits, through /api/health, until the new-case feed relayed the log and the matcher committed everything the
 * feed published (`behind` counts every Kafka partition). A digest waits for the same itself, but only up to
 * ALERT_DIGEST_MATCHER_WAIT_SECONDS; a test that asserts the matches directly waits here.
 */
export async function waitForAlertMatcher(baseUrl: string, apiKey?: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const health = await healthReport<{ components: Component[] }>(baseUrl, apiKey);
    const feed = health.components.find((c) => c.name === 'new-case-feed');
    const matcher = health.components.find((c) => c.name === 'alert-matcher');
    if (feed?.details.lag === 0 && matcher?.details.behind === 0) return;
    if (Date.now() > deadline) throw new Error(`alert matcher did not catch up: ${JSON.stringify(health.components)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
