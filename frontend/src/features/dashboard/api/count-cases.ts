/** Runs `task` over `items` with at most `limit` at a time, keeping the order of the results. */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The number of matching cases in a search response, whatever the caller's plan shows of them. */
export function totalOf(body: unknown): number {
  if (typeof body !== 'object' || body === null) return 0;
  const { subscription, pagination } = body as {
    subscription?: { totalAvailable?: unknown };
    pagination?: { total?: unknown };
  };
  const total = subscription?.totalAvailable ?? pagination?.total;
  return typeof total === 'number' ? total : 0;
}
