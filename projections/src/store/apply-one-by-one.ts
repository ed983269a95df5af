import type { ApplyEntry, ApplyManyResult, ApplyOptions, ProjectionStore } from './projection-store.port.js';

/**
 * `ProjectionStore.applyMany` for a store without transactions across read models (MongoDB): each part is its
 * own `apply`, a failing part is reported and the next goes on.
 */
export async function applyOneByOne(
  store: Pick<ProjectionStore, 'apply'>,
  entries: readonly ApplyEntry[],
  options: ApplyOptions = {},
): Promise<ApplyManyResult[]> {
  const results: ApplyManyResult[] = [];
  for (const { projection, events, expected } of entries) {
    if (results.length > 0 && options.deadline !== undefined && performance.now() >= options.deadline) {
      results.push({ kind: 'skipped' });
      continue;
    }
    try {
      results.push(await store.apply(projection, events, expected, options));
    } catch (error) {
      results.push({ kind: 'failed', error });
    }
  }
  return results;
}
