import type { PortfolioRow } from '../portfolio-row.js';
import {
  caseIdentity,
  noticeLookupKeys,
  storedRowKeys,
  PortfolioEngine,
  reevaluateRow,
  rowIdentity,
  type CandidateCase,
  type Verdict,
} from './index.js';

const row = (fields: Partial<PortfolioRow> & { name: string }): PortfolioRow => ({
  customerNumber: null,
  legalForm: null,
  street: null,
  postalCode: null,
  city: null,
  registerCourt: null,
  registerType: null,
  registerNumber: null,
  vatId: null,
  ...fields,
});

const aCase = (caseId: number, fields: Partial<CandidateCase> & { companyName: string }): CandidateCase => ({
  caseId,
  legalForm: null,
  postalCode: null,
  city: null,
  registerCourt: null,
  registerType: null,
  registerNumber: null,
  court: 'Amtsgericht Köln',
  caseNumber: `71 IN ${caseId}/26`,
  publicationDate: '2026-11-20',
  ...fields,
});

const portfolio = [
  {
    rowId: 'k:10042',
    row: row({
      name: 'Müller Bau GmbH',
      postalCode: '50667',
      city: 'Köln',
      registerCourt: 'AG Köln',
      registerNumber: 'HRB 1234',
    }),
  },
  {
    rowId: 'k:10043',
    row: row({ name: 'Schröder Haustechnik GmbH u. Co. KG', postalCode: '44135', city: 'Dortmund' }),
  },
  {
    rowId: 'k:10044',
    row: row({ name: 'Alsterkurier GmbH', postalCode: '20095', registerCourt: 'Hamburg', registerNumber: 'HRB 98765' }),
  },
  { rowId: 'k:10045', row: row({ name: 'Becker Elektrotechnik GmbH', postalCode: '80331', city: 'München' }) },
];

const cases = [
  // Rule 1: the register entry, whatever the name's spelling.
  aCase(1, {
    companyName: 'Mueller Bau GmbH',
    postalCode: '50667',
    city: 'Köln',
    registerCourt: 'Amtsgericht Köln',
    registerType: 'HRB',
    registerNumber: '1234',
  }),
  // Rule 2: the same name with the legal form written out, and the same postal code.
  aCase(2, { companyName: 'Schroeder Haustechnik GmbH & Co. KG', postalCode: '44135', city: 'Dortmund' }),
  // Renamed firm: another name, the same register entry and postal code.
  aCase(3, {
    companyName: 'Nordlicht Transporte GmbH',
    postalCode: '20095',
    registerCourt: 'Amtsgericht Hamburg',
    registerType: 'HRB',
    registerNumber: '98765',
  }),
  // A near-namesake of Becker Elektrotechnik in another city: not a hit.
  aCase(4, { companyName: 'Becker Elektro GmbH', postalCode: '01067', city: 'Dresden' }),
  // Nothing to do with any row.
  aCase(5, { companyName: 'Zander Feinkost GmbH', postalCode: '80331', city: 'München' }),
];

function run(decisions = new Map<string, Map<number, Verdict>>()) {
  const engine = new PortfolioEngine(portfolio, decisions);
  for (const c of cases) engine.offer(c);
  return new Map(engine.results().map((r) => [r.rowId, r]));
}

describe('portfolio engine: a portfolio against a stream of cases', () => {
  it('finds each debtor by the ladder, names the rule and keeps the cases the result rests on', () => {
    const results = run();
    expect(results.get('k:10042')?.match).toMatchObject({ state: 'Treffer', rule: 'register', hits: [{ caseId: 1 }] });
    expect(results.get('k:10043')?.match).toMatchObject({
      state: 'Treffer',
      rule: 'namePostalCode',
      hits: [{ caseId: 2 }],
    });
    expect(results.get('k:10044')?.match).toMatchObject({ state: 'Treffer', rule: 'register', hits: [{ caseId: 3 }] });
    expect(results.get('k:10042')?.cases.map((c) => c.caseId)).toEqual([1]);
  });

  it('never makes a near-namesake in another city a "Treffer"', () => {
    const becker = run().get('k:10045')!;
    expect(becker.match.state).not.toBe('Treffer');
    expect(becker.match.state === 'Treffer' ? becker.match.hits : []).toEqual([]);
  });

  it('respects the decisions: a rejected case is never offered again, a confirmed one is a hit', () => {
    const decisions = new Map<string, Map<number, Verdict>>([
      ['k:10042', new Map([[1, 'rejected']])],
      ['k:10045', new Map([[5, 'confirmed']])],
    ]);
    const results = run(decisions);
    expect(results.get('k:10042')?.match).toEqual({ state: 'Kein Treffer' });
    // Zander Feinkost shares no key with Becker Elektrotechnik: the confirmation alone brings it to the row.
    expect(results.get('k:10045')?.match).toMatchObject({ state: 'Treffer', rule: 'decision', hits: [{ caseId: 5 }] });
    expect(results.get('k:10045')?.cases.map((c) => c.caseId)).toContain(5);
  });

  it('narrows a common word to the postal code instead of comparing every row with it', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      rowId: `k:${i}`,
      row: row({
        name: `Bau ${['Kraus', 'Lehmann', 'Vogel', 'Fuchs', 'Wolff', 'Hahn'][i % 6]}${i} GmbH`,
        postalCode: String(10000 + i),
      }),
    }));
    const engine = new PortfolioEngine(many, new Map(), 5);
    // A letter left out of "Kraus0": only "bau" and the deletion keys meet; "bau" is long, narrowed to PLZ 10000.
    engine.offer(aCase(9, { companyName: 'Bau Krus0 GmbH', postalCode: '10000' }));
    expect(engine.evaluated).toBeLessThan(5);
    const first = engine.results()[0];
    expect(first.match.state).not.toBe('Kein Treffer');
  });
});

describe('portfolio engine: a new notice against stored rows', () => {
  it('finds a row in the store by a new notice of the same firm, not by the postal code alone', () => {
    const rowKeys = new Set(storedRowKeys(rowIdentity(portfolio[1].row)));
    expect(noticeLookupKeys(caseIdentity(cases[1])).some((key) => rowKeys.has(key))).toBe(true);
    // A common word is stored at the row's postal code: another place's notice with it meets only by the name.
    const elsewhere = aCase(9, { companyName: 'Schroeder Haustechnik GmbH', postalCode: '80331' });
    expect(noticeLookupKeys(caseIdentity(elsewhere)).filter((key) => rowKeys.has(key))).toEqual([
      'name:schroder haustechnik',
    ]);
    expect([...rowKeys].some((key) => key.startsWith('plz:'))).toBe(false);
  });

  it('re-evaluates a row with its stored cases, the new notice and the decisions', () => {
    const stored = run().get('k:10045')!;
    const newNotice = aCase(6, { companyName: 'Becker Elektrotechnik GmbH', postalCode: '80331', city: 'München' });
    const again = reevaluateRow('k:10045', portfolio[3].row, stored.cases, new Map(), newNotice);
    expect(again.match).toMatchObject({ state: 'Treffer', rule: 'namePostalCode', hits: [{ caseId: 6 }] });
    const rejected = reevaluateRow('k:10045', portfolio[3].row, again.cases, new Map([[6, 'rejected']]));
    expect(rejected.match.state === 'Treffer').toBe(false);
  });
});
