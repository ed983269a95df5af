import { CATEGORIES, type SampledCase } from './categories.js';
import { sameCaseNumber, withFourDigitYear, withoutDepartment, withoutSpaces } from './case-number-spellings.js';
import {
  containsWord,
  firstWordWithLegalForm,
  sameDebtorName,
  transliterate,
  withLongLegalForm,
  withOneTypo,
} from './name-spellings.js';
import { registerQuery, sameRegister } from './register-spellings.js';

/** A reproducible stand-in for Math.random (mulberry32). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Levenshtein distance of two short words. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] as number;
      row[j] = Math.min(above + 1, (row[j - 1] as number) + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length] as number;
}

describe('Aktenzeichen as people type them', () => {
  it('drops the spaces, the department, or writes the year out', () => {
    expect(withoutSpaces('6 IN 123/26')).toBe('6IN123/26');
    expect(withoutSpaces('36a IK 4711/25')).toBe('36aIK4711/25');
    expect(withoutDepartment('6 IN 123/26')).toBe('IN 123/26');
    expect(withoutDepartment('IN 123/26')).toBeNull();
    expect(withFourDigitYear('6 IN 123/26')).toBe('6 IN 123/2026');
    expect(withFourDigitYear('6 IN 123/2026')).toBeNull();
  });

  it('counts a result right when it has the Aktenzeichen, at whichever court, never a longer number', () => {
    expect(sameCaseNumber('6 IN 123/26', '6 IN 123/26')).toBe(true);
    expect(sameCaseNumber('6 IN 123/26', '6 IN 1238/26')).toBe(false);
    expect(sameCaseNumber('6 IN 123/26', '15 IN 123/26')).toBe(false);
    expect(sameCaseNumber('6 IN 123/26', '6 IK 123/26')).toBe(false);
    expect(sameCaseNumber('6 IN 123/26', '6 IN 123/25')).toBe(false);
    expect(sameCaseNumber('6 IN 123/26', '15 IN 123/26', { ignoreDepartment: true })).toBe(true);
    expect(sameCaseNumber('6 in 123/2026', '6 IN 123/26')).toBe(true);
    expect(sameCaseNumber('IN 381/25', '2 IN 381/25')).toBe(true);
    expect(sameCaseNumber('IN 381/25', '2 IN 38/25')).toBe(false);
  });
});

describe('register numbers as people type them', () => {
  it('writes type and number with and without a space, without the court letter', () => {
    expect(registerQuery({ type: 'HRB', number: '62' })).toBe('HRB 62');
    expect(registerQuery({ type: 'HRB', number: '141933 B' }, { glued: true })).toBe('HRB141933');
    expect(registerQuery({ type: 'HRB', number: null })).toBeNull();
    expect(registerQuery(null)).toBeNull();
  });

  it('counts a result right when type and number agree, never a longer number', () => {
    expect(sameRegister({ type: 'HRB', number: '62' }, { type: 'HRB', number: '62 B' })).toBe(true);
    expect(sameRegister({ type: 'HRB', number: '62' }, { type: 'HRB', number: '6263' })).toBe(false);
    expect(sameRegister({ type: 'HRB', number: '62' }, { type: 'HRA', number: '62' })).toBe(false);
    expect(sameRegister({ type: 'HRB', number: '62' }, null)).toBe(false);
  });
});

describe('names as people type them', () => {
  it('writes the legal form out, the last one when an acronym looks like one', () => {
    expect(withLongLegalForm('Müller Bau GmbH')).toBe('Müller Bau Gesellschaft mit beschränkter Haftung');
    expect(withLongLegalForm('AG Transporte AG')).toBe('AG Transporte Aktiengesellschaft');
    expect(withLongLegalForm('Jens Autohaus UG (haftungsbeschränkt)')).toBe(
      'Jens Autohaus Unternehmergesellschaft (haftungsbeschränkt)',
    );
    expect(withLongLegalForm('Kunze Verwaltungsgesellschaft mbH i. L.')).toBe(
      'Kunze Verwaltungsgesellschaft mit beschränkter Haftung i. L.',
    );
    expect(withLongLegalForm('Nordlicht Sportverein e.V.')).toBe('Nordlicht Sportverein eingetragener Verein');
    expect(withLongLegalForm('Weber Logistik GmbH & Co. KG')).toBeNull();
    expect(withLongLegalForm('Schmidt, Jan')).toBeNull();
  });

  it('takes the first word and the legal form as typed', () => {
    expect(firstWordWithLegalForm('Müller Bau GmbH', 'GmbH')).toBe('Müller GmbH');
    expect(firstWordWithLegalForm('Kaya Transporte UG (haftungsbeschränkt)', 'UG (haftungsbeschränkt)')).toBe(
      'Kaya UG',
    );
    expect(firstWordWithLegalForm('Schmidt, Jan', null)).toBeNull();
    expect(containsWord('MUELLER Bau GmbH', 'Müller')).toBe(true);
    expect(containsWord('Müllerbau GmbH', 'Müller')).toBe(false);
  });

  it('spells umlauts and ß out, in capitals within capitals', () => {
    expect(transliterate('Müller Größe Ölmühle')).toBe('Mueller Groesse Oelmuehle');
    expect(transliterate('MÜLLER BAU')).toBe('MUELLER BAU');
    expect(transliterate('Bau GmbH')).toBe('Bau GmbH');
  });

  it('makes one typo in a word of six letters or more, never in its first letter or a legal-form word', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const typed = withOneTypo('Müller Spedition Gesellschaft mit beschränkter Haftung', seeded(seed)) as string;
      const [first, second, ...rest] = typed.split(' ');
      expect(rest.join(' ')).toBe('Gesellschaft mit beschränkter Haftung');
      const changed = first === 'Müller' ? ['Spedition', second as string] : ['Müller', first as string];
      expect(changed[1]).not.toBe(changed[0]);
      expect(distance(changed[0] as string, changed[1] as string)).toBe(1);
      expect(changed[1]?.[0]).toBe(changed[0]?.[0]);
    }
    expect(withOneTypo('Bau AG', seeded(1))).toBeNull();
  });

  it('makes one typo in a word of three to five letters when asked for short words', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const typed = withOneTypo('Mainufer Kunst GmbH', seeded(seed), [3, 5]) as string;
      expect(typed).toMatch(/^Mainufer \S+ GmbH$/);
      const word = typed.split(' ')[1] as string;
      expect(distance('Kunst', word)).toBe(1);
      expect(word[0]).toBe('K');
    }
    expect(withOneTypo('Ab Spedition GmbH', seeded(1), [3, 5])).toBeNull();
  });

  it('never calls a spelling of the same letters a typo', () => {
    for (let seed = 1; seed <= 300; seed++) {
      expect(sameDebtorName(withOneTypo('Mueller Handel', seeded(seed)) as string, 'Müller Handel')).toBe(false);
    }
  });

  it('counts the same name right whatever its case, umlaut spelling or length of legal form', () => {
    expect(sameDebtorName('Müller Bau GmbH', 'MUELLER BAU Gesellschaft mit beschränkter Haftung')).toBe(true);
    expect(sameDebtorName('Müller Bau GmbH', 'Müller Bau AG')).toBe(false);
    expect(sameDebtorName('Müller Bau GmbH', 'Müller Bau GmbH & Co. KG')).toBe(false);
  });
});

describe('the categories', () => {
  const sample: SampledCase = {
    companyName: 'Müller Spedition GmbH',
    debtorKind: 'company',
    legalForm: 'GmbH',
    caseNumber: '6 IN 123/26',
    register: { type: 'HRB', number: '62' },
    sameFirstWordAndForm: 2,
    longerFirstWord: true,
  };

  it('derive each query from the sampled case, and count the sampled case itself right', () => {
    const queries = CATEGORIES.map((category) => category.query(sample, seeded(7)));
    expect(queries).toEqual([
      '6 IN 123/26',
      '6IN123/26',
      'IN 123/26',
      '6 IN 123/2026',
      'HRB 62',
      'HRB62',
      'Müller Spedition GmbH',
      'Müller Spedition Gesellschaft mit beschränkter Haftung',
      'Müller GmbH',
      null, // few namesakes: the strict category takes it
      expect.stringMatching(/^M\S+ \S+ GmbH$/),
      // No word of three to five letters but the legal form's.
      null,
      'Mueller Spedition GmbH',
      expect.stringMatching(/^Müller (?!Spedition )\S+ GmbH$/),
    ]);
    for (const category of CATEGORIES) expect(category.isRight(sample, sample)).toBe(true);
  });

  it('take a person into no name category', () => {
    const person: SampledCase = { ...sample, companyName: 'Müller, Thomas', debtorKind: 'person', legalForm: null };
    const names = CATEGORIES.filter((c) => c.target < 0.99).map((c) => c.query(person, seeded(1)));
    expect(names.every((query) => query === null)).toBe(true);
  });
});
