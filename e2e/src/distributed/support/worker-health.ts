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
  for (;;) {
    const last = await fetch(`http://127.0.0.1:${healthPort}/health`)
      .then((response) => response.json() as Promise<WorkerHealth>)
      .catch((error: unknown) => String(error));
    const caughtUp = typeof last !== 'string' && last.projections.every((p) => p.running && p.lag === 0);
    if (caughtUp && last.projections.length > 0) return last;
    if (Date.now() > deadline) throw new Error(`projections worker did not catch up: ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
