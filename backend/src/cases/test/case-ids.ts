import { CaseStreams } from '../domain/case-streams.js';
import { caseIdCandidate } from '../import-case/case-id-scheme.js';

/** The stream-name key the seeded ids are derived under (any installation's ids spread the same way). */
const SEED_STREAMS = new CaseStreams('seed-case-ids-stream-name-key-32-bytes');

/**
 * Case ids for seeding read models without an event store (tests, benchmarks): the ids an import of the same
 * case keys, in the same order, gets from reserveCaseId, so seeded ids spread over 100,000,000–999,999,999 as
 * real ones do. A key seen before keeps its id.
 */
export class SeedCaseIds {
  private readonly byKey = new Map<string, number>();
  private readonly taken = new Set<number>();

  idFor(key: string): number {
    const known = this.byKey.get(key);
    if (known !== undefined) return known;
    const keyHash = SEED_STREAMS.idKeyHash(key);
    for (let probe = 0; ; probe++) {
      const id = caseIdCandidate(keyHash, probe);
      if (this.taken.has(id)) continue;
      this.taken.add(id);
      this.byKey.set(key, id);
      return id;
    }
  }
}
