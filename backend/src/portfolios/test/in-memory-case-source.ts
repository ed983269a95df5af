import type { CandidateCase } from '../domain/matching/index.js';
import type { CaseMatchSource } from '../matching/case-source/case-match-source.port.js';

/** The cases read model's matching fields in memory, for the matching's specs. */
export class InMemoryCaseSource implements CaseMatchSource {
  constructor(readonly cases: CandidateCase[] = []) {}

  async *allCases(batchSize: number): AsyncIterable<CandidateCase[]> {
    const sorted = [...this.cases].sort((a, b) => a.caseId - b.caseId);
    for (let i = 0; i < sorted.length; i += batchSize) yield sorted.slice(i, i + batchSize);
  }

  async casesById(caseIds: readonly number[]): Promise<CandidateCase[]> {
    const wanted = new Set(caseIds);
    return this.cases.filter((c) => wanted.has(c.caseId)).sort((a, b) => a.caseId - b.caseId);
  }
}
