import type { CandidateCase } from '../../../domain/matching/index.js';
import type { CaseMatchSource } from '../case-match-source.port.js';

/** Three cases as the read model keeps them: one without address and register entry. */
export const GIVEN_CASES: readonly CandidateCase[] = [
  {
    caseId: 300000007,
    companyName: 'Müller Bau GmbH',
    legalForm: 'GmbH',
    postalCode: '50667',
    city: 'Köln',
    registerCourt: 'Amtsgericht Köln',
    registerType: 'HRB',
    registerNumber: '1234',
    court: 'Amtsgericht Köln',
    caseNumber: '71 IN 12/26',
    publicationDate: '2026-11-20',
  },
  {
    caseId: 100000003,
    companyName: 'Schröder Haustechnik GmbH & Co. KG',
    legalForm: 'GmbH & Co. KG',
    postalCode: '44135',
    city: 'Dortmund',
    registerCourt: 'Amtsgericht Dortmund',
    registerType: 'HRA',
    registerNumber: '5678',
    court: 'Amtsgericht Dortmund',
    caseNumber: '259 IN 4/26',
    publicationDate: '2026-11-19',
  },
  {
    caseId: 200000005,
    companyName: 'Becker Elektro',
    legalForm: null,
    postalCode: null,
    city: null,
    registerCourt: null,
    registerType: null,
    registerNumber: null,
    court: 'Amtsgericht München',
    caseNumber: '1505 IN 77/26',
    publicationDate: '2026-11-18',
  },
];

export interface CaseMatchSourceHarness {
  /** A source over a read model holding `GIVEN_CASES`. */
  given(): Promise<CaseMatchSource>;
  /** A source over a store whose cases read model was never set up. */
  empty(): Promise<CaseMatchSource>;
}

async function all(source: CaseMatchSource, batchSize: number): Promise<CandidateCase[][]> {
  const batches: CandidateCase[][] = [];
  for await (const batch of source.allCases(batchSize)) batches.push(batch);
  return batches;
}

/** The contract of `CaseMatchSource`, run against each adapter. */
export function caseMatchSourceContract(harness: () => CaseMatchSourceHarness): void {
  it('streams every case with its matching fields, by case id, in batches', async () => {
    const source = await harness().given();
    const byId = [...GIVEN_CASES].sort((a, b) => a.caseId - b.caseId);
    expect(await all(source, 2)).toEqual([byId.slice(0, 2), byId.slice(2)]);
    expect(await all(source, 3)).toEqual([byId]);
  });

  it('reads cases by id, leaving out unknown ids', async () => {
    const source = await harness().given();
    expect(await source.casesById([300000007, 42, 100000003])).toEqual([GIVEN_CASES[1], GIVEN_CASES[0]]);
    expect(await source.casesById([])).toEqual([]);
  });

  it('streams nothing from a store without the cases read model', async () => {
    const empty = await harness().empty();
    expect(await all(empty, 10)).toEqual([]);
    expect(await empty.casesById([1])).toEqual([]);
  });
}
