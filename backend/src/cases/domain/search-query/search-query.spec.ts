import {
  canonicalLegalForm,
  fallbackQuery,
  highlightCase,
  isTypoOf,
  levelOf,
  MatchLevel,
  oneEditApart,
  oneEditVariants,
  rankCandidates,
  relaxable,
  typoBases,
  understandQuery,
  type Candidate,
} from './index.js';
import { wordsOf } from './highlights.js';

function candidate(id: number, fields: Partial<Candidate>): Candidate {
  return {
    id,
    publicationDate: '2026-03-01',
    companyName: 'Irgendwer',
    legalForm: null,
    caseNumber: `1 IN ${id}/26`,
    court: 'Amtsgericht Köln',
    registerType: null,
    registerNumber: null,
    registerCourt: null,
    ...fields,
  };
}

const ids = (q: string, candidates: Candidate[]) => {
  const query = understandQuery(q);
  const ranked = rankCandidates(query, candidates, 'relevance');
  return ranked.length > 0 || query.identifiers.length === 0
    ? ranked.map((r) => r.id)
    : rankCandidates(fallbackQuery(query), candidates, 'relevance').map((r) => r.id);
};

describe('understanding a search query', () => {
  it('reads a text once: a repeated search gets the same reading, which nobody can change', () => {
    const first = understandQuery('Müller Bau GmbH HRB 62');
    expect(understandQuery('Müller Bau GmbH HRB 62')).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.words) && Object.isFrozen(first.identifiers)).toBe(true);
    expect(() => (first.words as string[]).push('x')).toThrow(TypeError);
    expect(understandQuery('Müller Bau GmbH HRB 62').words).toEqual(['muller', 'bau']);
  });

  it('recognises an Aktenzeichen in every common spelling', () => {
    const six = { kind: 'caseNumber', department: '6', sign: 'IN', number: '123', year: '26' };
    for (const q of ['6 IN 123/26', '6IN123/26', '6 IN 123/2026', '6 in 123 / 26', ' 6 IN 0123/26 ']) {
      expect(understandQuery(q).identifiers).toEqual([six]);
    }
    expect(understandQuery('IN 123/26').identifiers).toEqual([{ ...six, department: null }]);
    expect(understandQuery('6 IK 5/26').identifiers).toEqual([{ ...six, sign: 'IK', number: '5' }]);
    expect(understandQuery('45IK180/26').identifiers).toEqual([
      { kind: 'caseNumber', department: '45', sign: 'IK', number: '180', year: '26' },
    ]);
    expect(understandQuery('36a IN 4711/25').identifiers[0]).toMatchObject({ department: '36a' });
    expect(understandQuery('71 IN 12').identifiers).toEqual([]);
  });

  it('recognises register numbers with and without space, split type, suffix letter and court', () => {
    const hrb62 = { kind: 'register', type: 'HRB', number: '62', court: [] };
    for (const q of ['HRB 62', 'HRB62', 'hrb 62', 'HR B 62', 'HRB 62 B', 'HRB Nr. 62']) {
      expect(understandQuery(q)).toMatchObject({ identifiers: [hrb62], words: [] });
    }
    expect(understandQuery('Amtsgericht Köln HRB 62')).toMatchObject({
      identifiers: [{ ...hrb62, court: ['koln'] }],
      words: [],
    });
    expect(understandQuery('Müller HRB 62')).toMatchObject({ identifiers: [hrb62], words: ['muller'] });
    expect(understandQuery('HRB 62 Bau').words).toEqual(['bau']);
    expect(understandQuery('GnR 5').identifiers).toEqual([{ kind: 'register', type: 'GnR', number: '5', court: [] }]);
  });

  it('reads legal forms in long and short spelling as one form, and keeps them out of the words', () => {
    expect(understandQuery('Müller GmbH')).toMatchObject({ legalForm: 'GmbH', words: ['muller'], name: ['muller'] });
    expect(understandQuery('Müller Gesellschaft mit beschränkter Haftung')).toMatchObject({
      legalForm: 'GmbH',
      words: ['muller'],
    });
    // "…gesellschaft mbH" spelled out: the short "mbH" is "mit beschränkter Haftung" (relevance bench's misses).
    expect(understandQuery('Sahin Kosmetikgesellschaft mit beschränkter Haftung')).toMatchObject({
      legalForm: 'GmbH',
      name: ['sahin', 'kosmetikgesellschaft'],
    });
    expect(understandQuery('Müller Bau GmbH & Co. KG').legalForm).toBe('GmbH & Co. KG');
    expect(understandQuery('Schmidt Aktiengesellschaft').legalForm).toBe('AG');
    expect(understandQuery('Start Unternehmergesellschaft (haftungsbeschränkt)').legalForm).toBe(
      'UG (haftungsbeschränkt)',
    );
    for (const [text, form] of [
      ['e.K.', 'e.K.'],
      ['e.V.', 'e.V.'],
      ['mbH', 'GmbH'],
      ['KGaA', 'KGaA'],
      ['SE', 'SE'],
      ['PartG mbB', 'PartG mbB'],
      ['Kommanditgesellschaft auf Aktien', 'KGaA'],
    ]) {
      expect(canonicalLegalForm(text)).toBe(form);
    }
    expect(understandQuery('GmbH')).toMatchObject({ legalForm: 'GmbH', words: [] });
  });

  it('keeps the umlaut spellings equal', () => {
    for (const q of ['Müller', 'Mueller', 'Muller', 'MÜLLER']) expect(understandQuery(q).words).toEqual(['muller']);
  });
});

describe('one edit', () => {
  it('finds words one letter left out, added, replaced or swapped, for words of six letters and more', () => {
    expect(oneEditApart('spedtion', 'spedition')).toBe(true);
    expect(oneEditApart('spedition', 'spedtion')).toBe(true);
    expect(oneEditApart('spedition', 'spedifion')).toBe(true);
    expect(oneEditApart('spedition', 'sepdition')).toBe(true);
    expect(oneEditApart('spedition', 'spedition')).toBe(false);
    expect(oneEditApart('spedition', 'expedition')).toBe(false);
    expect(oneEditVariants('spedtion')).toContain('spedition');
    expect(oneEditVariants('ab')).toEqual([]);
    expect(oneEditVariants('123456')).toEqual([]);
  });

  it('reads words of three to five letters as typo words only in the relaxed reading, never shorter ones', () => {
    expect(understandQuery('Mainufer Handl GmbH').typoWords).toEqual(['mainufer']);
    expect(understandQuery('Mainufer Handl GmbH', 'relaxed').typoWords).toEqual(['mainufer', 'handl']);
    expect(understandQuery('Bau Nrd', 'relaxed').typoWords).toEqual(['bau', 'nrd']);
    expect(understandQuery('Ab Xy', 'relaxed').typoWords).toEqual([]);
    expect(understandQuery('Haus 4711', 'relaxed').typoWords).toEqual(['haus']);
    // Each reading is cached under its own key: the strict one is not changed by asking the relaxed one.
    expect(understandQuery('Mainufer Handl GmbH').typoWords).toEqual(['mainufer']);
    expect(relaxable(understandQuery('Mainufer Handl GmbH'))).toBe(true);
    expect(relaxable(understandQuery('Spedtion Ab'))).toBe(false);
    // An identifier's words (searched when no case has it) stay strict.
    expect(relaxable(understandQuery('Handl HRB 62'))).toBe(false);
    expect(oneEditVariants('handl')).toContain('handel');
    expect(oneEditVariants('haus')).toContain('hau');
  });

  it('also counts one edit from the word as typed when folding an ae, oe or ue changed it', () => {
    // "Projekuentwicklung": the u was a typo for t; folded, the e of "entwicklung" is gone (two edits away).
    const query = understandQuery('Lange Projekuentwicklung AG');
    expect(query.words).toEqual(['lange', 'projekuntwicklung']);
    expect(query.typoSpellings).toEqual({ projekuntwicklung: 'projekuentwicklung' });
    expect(typoBases(query, 'projekuntwicklung')).toEqual(['projekuntwicklung', 'projekuentwicklung']);
    expect(isTypoOf(query, 'projekuntwicklung', 'projektentwicklung')).toBe(true);
    expect(oneEditApart('projekuntwicklung', 'projektentwicklung')).toBe(false);
    // A real umlaut spelled out still folds: "Muelelr" is one edit from "muller" folded.
    const mueller = understandQuery('Muelelr Spedition');
    expect(isTypoOf(mueller, 'mulelr', 'muller')).toBe(true);
    // Words typed with an umlaut, or without a pair, have no other spelling; short words are no typo words.
    expect(understandQuery('Müller Spedtion').typoSpellings).toEqual({});
    expect(understandQuery('Bauer Koeln').typoSpellings).toEqual({});
    expect(typoBases(query, 'lange')).toEqual([]);
    // Words beyond 40 letters are no typo words, nor is a spelling beyond 40 letters looked at.
    expect(understandQuery('a'.repeat(40)).typoWords).toEqual(['a'.repeat(40)]);
    expect(understandQuery('a'.repeat(41)).typoWords).toEqual([]);
    expect(oneEditVariants('a'.repeat(41))).toEqual([]);
    expect(understandQuery(`${'x'.repeat(39)}ue`).typoSpellings).toEqual({});
    expect(understandQuery(`${'x'.repeat(37)}ue`).typoSpellings).toEqual({
      [`${'x'.repeat(37)}u`]: `${'x'.repeat(37)}ue`,
    });
    expect(Object.isFrozen(query.typoSpellings)).toBe(true);
  });
});

describe('ranking', () => {
  it('"IN 123/26": the cases with that Aktenzeichen first, at any department, never a longer number', () => {
    const cases = [
      candidate(1, { caseNumber: '15 IN 503/26', registerType: 'HRB', registerNumber: '123' }),
      candidate(2, { caseNumber: '6 IN 123/26', publicationDate: '2026-01-01' }),
      candidate(3, { caseNumber: 'IN 1238/26' }),
      candidate(4, { caseNumber: '6 IN 123/26', publicationDate: '2026-02-01' }),
      candidate(5, { caseNumber: '7 IN 1233/26' }),
    ];
    expect(ids('IN 123/26', cases)).toEqual([4, 2]);
    expect(ids('6 IN 123/2026', cases)).toEqual([4, 2]);
    expect(ids('6IN123/26', cases)).toEqual([4, 2]);
  });

  it('"45IK180/26" finds the case typed without spaces', () => {
    expect(ids('45IK180/26', [candidate(1, { caseNumber: '45 IK 180/26' })])).toEqual([1]);
  });

  it('"HRB 62" and "HRB62": the exact register first, never HRB 6263', () => {
    const cases = [
      candidate(1, { registerType: 'HRB', registerNumber: '6263' }),
      candidate(2, { registerType: 'HRB', registerNumber: '62', publicationDate: '2025-01-01' }),
      candidate(3, { registerType: 'HRA', registerNumber: '62' }),
    ];
    expect(ids('HRB 62', cases)).toEqual([2]);
    expect(ids('HRB62', cases)).toEqual([2]);
    expect(ids('HRB 62 B', cases)).toEqual([2]);
  });

  it('"Amtsgericht Köln HRB 62": the register at that court first', () => {
    const cases = [
      candidate(1, { registerType: 'HRB', registerNumber: '62', registerCourt: 'Amtsgericht Bonn' }),
      candidate(2, {
        registerType: 'HRB',
        registerNumber: '62',
        registerCourt: 'Amtsgericht Köln',
        publicationDate: '2020-01-01',
      }),
    ];
    expect(ids('Amtsgericht Köln HRB 62', cases)).toEqual([2, 1]);
  });

  it('a register number no case has is searched as words, as before', () => {
    const cases = [candidate(1, { registerType: 'HRB', registerNumber: '6263' })];
    expect(ids('HRB 6', cases)).toEqual([1]);
  });

  it('"Müller GmbH": the exact company name, then GmbHs, then the other Müllers; never every GmbH', () => {
    const cases = [
      candidate(1, { companyName: 'Müller, Agnieszka', publicationDate: '2026-05-01' }),
      candidate(2, { companyName: 'Müller Bau GmbH', legalForm: 'GmbH', publicationDate: '2026-04-01' }),
      candidate(3, { companyName: 'Müller GmbH', legalForm: 'GmbH', publicationDate: '2026-01-01' }),
      candidate(4, { companyName: 'Schmidt GmbH', legalForm: 'GmbH' }),
      candidate(5, { companyName: 'Müllerbau AG', legalForm: 'AG' }),
    ];
    expect(ids('Müller GmbH', cases)).toEqual([3, 2, 1, 5]);
    expect(ids('Mueller Gesellschaft mit beschränkter Haftung', cases)).toEqual([3, 2, 1, 5]);
    expect(ids('Müller', cases)).toEqual([3, 1, 2, 5]);
    expect(ids('GmbH', cases)).toEqual([2, 4, 3]);
  });

  it('exact name > whole words > prefixes > exact name up to a typo > typo; within a level the newest first', () => {
    const cases = [
      candidate(1, { companyName: 'Spedition Meier GmbH', legalForm: 'GmbH', publicationDate: '2026-01-01' }),
      candidate(2, { companyName: 'Speditionen Nord KG', publicationDate: '2026-06-01' }),
      candidate(3, { companyName: 'Spedtion Falsch', publicationDate: '2026-07-01' }),
      candidate(4, { companyName: 'Spedition', publicationDate: '2025-01-01' }),
      candidate(5, { companyName: 'Schmidt Spedition', publicationDate: '2026-03-01' }),
    ];
    expect(ids('Spedition', cases)).toEqual([4, 5, 1, 2, 3]);
    // "Spedition" is the name typed but for the typo: first among the typos, though the oldest.
    expect(ids('Spedtion', cases)).toEqual([3, 4, 5, 1]);
    const query = understandQuery('Spedtion');
    expect(levelOf(query, cases[3])).toBe(MatchLevel.typoExactName);
    expect(levelOf(query, cases[4])).toBe(MatchLevel.typo);
  });

  it('a typo in a word of three to five letters: found in the relaxed reading only, below its exact matches', () => {
    const cases = [
      candidate(1, { companyName: 'Mainufer Handel GmbH', legalForm: 'GmbH', publicationDate: '2026-01-01' }),
      candidate(2, { companyName: 'Mainufer Hand GmbH', legalForm: 'GmbH', publicationDate: '2026-02-01' }),
      candidate(3, { companyName: 'Mainufer Handl GmbH', legalForm: 'GmbH', publicationDate: '2025-01-01' }),
    ];
    const strict = understandQuery('Mainufer Handl GmbH');
    const relaxed = understandQuery('Mainufer Handl GmbH', 'relaxed');
    expect(rankCandidates(strict, cases.slice(0, 2), 'relevance')).toEqual([]);
    expect(rankCandidates(relaxed, cases, 'relevance')).toEqual([
      { id: 3, level: MatchLevel.exactName },
      { id: 2, level: MatchLevel.typoExactName },
      { id: 1, level: MatchLevel.typoExactName },
    ]);
    // A word of two letters never: "Xy" is not one edit from "Xyz" in any reading.
    expect(
      rankCandidates(understandQuery('Xy', 'relaxed'), [candidate(4, { companyName: 'X AG' })], 'relevance'),
    ).toEqual([]);
    expect(
      rankCandidates(understandQuery('Bad', 'relaxed'), [candidate(4, { companyName: 'Bau AG' })], 'relevance'),
    ).toEqual([{ id: 4, level: MatchLevel.typoExactName }]);
    expect(
      rankCandidates(understandQuery('Bad', 'relaxed'), [candidate(5, { companyName: 'Bau Nord AG' })], 'relevance'),
    ).toEqual([{ id: 5, level: MatchLevel.typo }]);
  });

  it('typos in two words rank below a typo in one, whatever the dates ("Franke Bachwaren")', () => {
    const cases = [
      candidate(1, { companyName: 'Franke Backwaren GmbH', publicationDate: '2026-03-01' }),
      candidate(2, { companyName: 'Frank Backwaren GmbH', publicationDate: '2026-03-05' }),
      candidate(3, { companyName: 'Frankenberg Backwaren GmbH', publicationDate: '2026-03-09' }),
    ];
    expect(levelOf(understandQuery('Franke Bachwaren'), cases[1])).toBe(MatchLevel.typos);
    expect(levelOf(understandQuery('Franke Bachwaren'), cases[2])).toBe(MatchLevel.typoPrefixes);
    expect(ids('Franke Bachwaren', cases)).toEqual([1, 3, 2]);
    expect(levelOf(understandQuery('Franke Bachwaren'), cases[0])).toBe(MatchLevel.typoExactName);
    // Typos in two words are no exact name up to a typo: one word only.
    expect(levelOf(understandQuery('Frankee Bachwaren'), cases[0])).toBe(MatchLevel.typos);
  });

  it('sorts newest first on request', () => {
    const cases = [
      candidate(1, { companyName: 'Müller', publicationDate: '2026-01-01' }),
      candidate(2, { companyName: 'Müllerbau', publicationDate: '2026-02-01' }),
    ];
    expect(rankCandidates(understandQuery('Müller'), cases, 'newest').map((r) => r.id)).toEqual([2, 1]);
  });
});

describe('highlights', () => {
  it('split a displayed value into the words the folding sees, whatever its characters', () => {
    const pieces = [
      'Müller',
      'GmbH',
      ' ',
      '&',
      'Co.',
      'KG',
      '45',
      'IN',
      '/',
      '2026',
      'Ærø',
      'ß',
      '-',
      'e\u0301',
      '😀',
      '𝔄b',
      'Łódź',
      '\u00a0',
      '½',
      '٣',
    ];
    const regex = (value: string) =>
      [...value.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({ text: m[0], start: m.index }));
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < 2000; n++) {
      const value = Array.from(
        { length: Math.floor(random() * 8) },
        () => pieces[Math.floor(random() * pieces.length)],
      ).join(random() < 0.5 ? ' ' : '');
      expect(wordsOf(value)).toEqual(regex(value));
    }
  });

  const row = (fields: Partial<Parameters<typeof highlightCase>[1]>) => ({
    companyName: 'Müller Bau GmbH',
    caseNumber: '6 IN 123/26',
    legalForm: 'GmbH',
    register: { type: 'HRB', number: '62' },
    ...fields,
  });

  it('marks the Aktenzeichen typed without department or spaces', () => {
    expect(highlightCase(understandQuery('IN 123/26'), row({}))).toEqual([{ field: 'caseNumber', start: 2, end: 11 }]);
    expect(highlightCase(understandQuery('45IK180/26'), row({ caseNumber: '45 IK 180/26' }))).toEqual([
      { field: 'caseNumber', start: 0, end: 12 },
    ]);
  });

  it('marks the register as shown ("HRB 62")', () => {
    expect(highlightCase(understandQuery('HRB62'), row({}))).toEqual([{ field: 'register', start: 0, end: 6 }]);
  });

  it('marks name words in their displayed spelling, prefixes, typos and the legal form asked for', () => {
    expect(highlightCase(understandQuery('Mueller GmbH'), row({}))).toEqual([
      { field: 'companyName', start: 0, end: 6 },
      { field: 'companyName', start: 11, end: 15 },
    ]);
    expect(highlightCase(understandQuery('Muel'), row({ companyName: 'Mueller' }))).toEqual([
      { field: 'companyName', start: 0, end: 4 },
    ]);
    expect(highlightCase(understandQuery('Spedtion'), row({ companyName: 'Die Spedition' }))).toEqual([
      { field: 'companyName', start: 4, end: 13 },
    ]);
    expect(highlightCase(understandQuery(''), row({}))).toEqual([]);
    expect(
      highlightCase(understandQuery('Projekuentwicklung'), row({ companyName: 'Lange Projektentwicklung' })),
    ).toEqual([{ field: 'companyName', start: 6, end: 24 }]);
  });

  it('marks each row of a page as it would mark the row alone (the marks of a word are reused within a query)', () => {
    const page = [
      row({ companyName: 'Müller Bau GmbH' }),
      row({ companyName: 'Mueller Transporte GmbH', caseNumber: '7 IN 123/26' }),
      row({ companyName: 'Müllerbau Süd KG', legalForm: 'KG', register: { type: 'HRA', number: '7' } }),
      row({ companyName: 'Bau Müller GmbH', caseNumber: '6 IN 99/26', register: null }),
    ];
    for (const q of ['Mueller', 'Mül', 'Muller Bau', 'Muellr Transporte', 'IN 123/26 Müller', 'HRB 62 Bau', 'GmbH']) {
      const query = understandQuery(q);
      const alone = page.map((c) => highlightCase(understandQuery(q), c));
      expect(page.map((c) => highlightCase(query, c))).toEqual(alone);
      // Asked again with the same query object: the same marks.
      expect(page.map((c) => highlightCase(query, c))).toEqual(alone);
    }
    // Without the Aktenzeichen a row was found by the other words: one query, two readings on one page.
    const mixed = understandQuery('IN 123/26 Müller');
    expect(highlightCase(mixed, page[0]!)).toEqual([
      { field: 'companyName', start: 0, end: 6 },
      { field: 'caseNumber', start: 2, end: 11 },
    ]);
    expect(highlightCase(mixed, page[3]!)).toEqual([
      { field: 'companyName', start: 4, end: 10 },
      { field: 'caseNumber', start: 2, end: 4 },
      { field: 'caseNumber', start: 8, end: 10 },
    ]);
  });

  it('marks a typo in a short word only in the reading that found it', () => {
    const handel = row({ companyName: 'Mainufer Handel GmbH' });
    expect(highlightCase(understandQuery('Mainufer Handl', 'relaxed'), handel)).toEqual([
      { field: 'companyName', start: 0, end: 8 },
      { field: 'companyName', start: 9, end: 15 },
    ]);
    expect(highlightCase(understandQuery('Mainufer Handl'), handel)).toEqual([
      { field: 'companyName', start: 0, end: 8 },
    ]);
  });
});
