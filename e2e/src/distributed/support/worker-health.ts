interface WorkerHealth {
  readonly status: string;
  readonly eventStore: { readonly headPosition: string };
  readonly projections: readonly { readonly name: string; readonly lag: number; readonly running: boolean }[];
}

/**
 * Waits, through a projections worker's own `/health`, until every one of its projections runs and has applied
 * the log up to the head (lag 0). For a worker whose read store no API reads, e.g. a replay into a second database.
 */
export async function waitForWorkerProjections(healthPort: number, timeoutMs = 180_000): Promise<WorkerHealth> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown = null;
  for (;;) {
    try {
      const health = (await (await fetch(`http://127.0.0.1:${healthPort}/health`)).json()) as WorkerHealth;
      last = health;
      if (health.projections.length > 0 && health.projections.every((p) => p.running && p.lag === 0)) return health;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`projections worker did not catch up: ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
