import { healthReport } from './health-report.js';

interface Component {
  readonly name: string;
  readonly details: Record<string, unknown>;
}

/**
 * Waits, through /api/health, until the new-case feed relayed the log and the matcher committed everything the
 * feed published (`behind` counts every Kafka partition). A digest waits for the same itself, but only up to
 * ALERT_DIGEST_MATCHER_WAIT_SECONDS; a test that asserts the matches directly waits here.
 *
 * Gives up when neither count went down for `stalledMs`, not after a fixed time: on a loaded machine (CI's two
 * cores with a MongoDB-wire server answering pings in 370 ms) the matcher of the kill test still matched a message
 * a second when a fixed 180 s ran out. A matcher that is stuck still fails, after `stalledMs` without progress.
 */
export async function waitForAlertMatcher(baseUrl: string, apiKey?: string, stalledMs = 60_000): Promise<void> {
  let best = Number.POSITIVE_INFINITY;
  let progressAt = Date.now();
  for (;;) {
    const health = await healthReport<{ components: Component[] }>(baseUrl, apiKey);
    const feed = health.components.find((c) => c.name === 'new-case-feed');
    const matcher = health.components.find((c) => c.name === 'alert-matcher');
    if (feed?.details.lag === 0 && matcher?.details.behind === 0) return;
    const remaining = Number(feed?.details.lag ?? 0) + Number(matcher?.details.behind ?? 0);
    if (Number.isFinite(remaining) && remaining < best) {
      best = remaining;
      progressAt = Date.now();
    }
    if (Date.now() - progressAt > stalledMs) {
      throw new Error(
        `alert matcher made no progress for ${stalledMs} ms (${best} behind): ${JSON.stringify(health.components)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
