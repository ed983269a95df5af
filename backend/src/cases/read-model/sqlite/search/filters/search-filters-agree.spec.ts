import type { CaseNotice } from '../../../../domain/case-notice.js';
import {
  cityKey,
  cityKeyMatches,
  debtorKindMatches,
  postalCodeMatches,
  registerNumberMatches,
} from '../../../../domain/search-filters.js';
import { testNotice } from '../../../../test/notice-factory.js';
import { searchCases, type CaseFilter } from '../search-read-model.js';
import { loadCasesProjection, ReadModel } from '../search-read-model.test-kit.js';

beforeAll(loadCasesProjection);

/**
 * The search answers the filters with SQL on the read model, a saved search's alert with the domain predicates
 * on the new notice (alerts/search-alerts). Both must select the same cases, or an alert would mail cases its
 * search does not show (or miss some it shows).
 */
const notices: CaseNotice[] = [
  testNotice({ debtorName: 'Alpha Bau GmbH', postalCode: '80331', city: 'München' }),
  testNotice({ debtorName: 'Beta Handel GmbH', postalCode: '80339', city: 'Muenchen', register: null }),
  testNotice({
    debtorName: 'Gamma eG',
    postalCode: '50667',
    city: 'Köln',
    register: { court: 'Amtsgericht Köln', type: 'GnR', number: '77' },
  }),
  testNotice({
    debtorName: 'Delta KG',
    postalCode: '15230',
    city: 'Frankfurt (Oder)',
    register: { court: 'Amtsgericht Frankfurt (Oder)', type: 'HRA', number: '12345' },
  }),
  testNotice({ debtorName: 'Erika Schmidt', debtorKind: 'person', legalForm: null, register: null }),
  testNotice({
    debtorName: 'Nachlass Otto Meier',
    debtorKind: 'estate',
    legalForm: null,
    register: null,
    postalCode: '66386',
    city: 'St. Ingbert',
  }),
  testNotice({ debtorName: 'Unbekannt', debtorKind: 'unknown', register: null, postalCode: null, city: null }),
  testNotice({
    debtorName: 'Zeta AG',
    postalCode: '01067',
    city: 'Dresden',
    register: { court: null, type: 'HRB', number: '12345' },
  }),
].map((notice, i) => ({ ...notice, caseNumber: `71 IN ${i + 1}/26` }));

const FILTER_VALUES: Record<'debtorKind' | 'postalCode' | 'city' | 'registerNumber', string[]> = {
  debtorKind: ['company', 'person'],
  postalCode: ['8', '80', '8033', '80331', '5', '50667', '0', '01067', '9'],
  city: ['Münch', 'muench', 'MÜNCHEN', 'Köln', 'Koeln', 'Frankfurt (O', 'St. Ing', 'Dresdner', 'Ж'],
  registerNumber: ['HRB 12345', '12345', 'HRA 12345', 'hra nr. 12345', 'GenR 77', '77', 'HRB 1234', '123456'],
};

function predicate(name: keyof typeof FILTER_VALUES, value: string, notice: CaseNotice): boolean {
  switch (name) {
    case 'debtorKind':
      return debtorKindMatches(value, notice.debtorKind);
    case 'postalCode':
      return postalCodeMatches(value, notice.postalCode);
    case 'city':
      return cityKeyMatches(value, notice.city ? cityKey(notice.city) : null);
    case 'registerNumber':
      return registerNumberMatches(value, notice.register);
  }
}

describe('search filters: the search’s SQL and the alerts’ predicates agree', () => {
  let model: ReadModel;
  beforeAll(() => {
    model = new ReadModel();
    for (const notice of notices) model.add(notice);
  });

  for (const [name, values] of Object.entries(FILTER_VALUES) as [keyof typeof FILTER_VALUES, string[]][]) {
    it.each(values)(`${name} = %s`, (value) => {
      const filter = { [name]: value } as CaseFilter;
      const found = searchCases(model.db, filter, { offset: 0, limit: 100 })
        .rows.map((row) => row.company_name)
        .sort();
      const predicted = notices
        .filter((notice) => predicate(name, value, notice))
        .map((notice) => notice.debtorName)
        .sort();
      expect(found).toEqual(predicted);
    });
  }

  it('selects something for most filter values (the comparison is not vacuous)', () => {
    const hits = Object.entries(FILTER_VALUES).flatMap(([name, values]) =>
      values.filter((value) => notices.some((n) => predicate(name as keyof typeof FILTER_VALUES, value, n))),
    );
    expect(hits.length).toBeGreaterThanOrEqual(20);
  });
});
