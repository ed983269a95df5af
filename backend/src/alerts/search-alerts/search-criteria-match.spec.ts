import { caseRef, registerRef } from '../matching/case-terms.js';
import { searchCriteriaMatch, type SearchCaseFields } from './search-criteria-match.js';

const muellerBau: SearchCaseFields = {
  nameTokens: ['muller', 'bau', 'gmbh'],
  contextTokens: ['gmbh', '50667', 'koln'],
  caseRef: caseRef('Amtsgericht Köln', '71 IN 123/26'),
  registerRef: registerRef('HRB', '12345'),
  publicationDate: '2026-11-20',
  state: 'NW',
  procedureType: 'regel',
  debtorKind: 'company',
  postalCode: '50667',
  cityKey: 'koln',
  registerType: 'HRB',
  registerNumber: '12345',
};

/** A consumer insolvency in Munich: a natural person, no register. */
const mayer: SearchCaseFields = {
  nameTokens: ['anna', 'mayer'],
  contextTokens: ['80331', 'munchen'],
  caseRef: caseRef('Amtsgericht München', '1502 IK 77/26'),
  registerRef: null,
  publicationDate: '2026-11-20',
  state: 'BY',
  procedureType: 'verbraucher',
  debtorKind: 'person',
  postalCode: '80331',
  cityKey: 'munchen',
  registerType: null,
  registerNumber: null,
};

/** A message published before the feed carried the search filters' facts. */
const olderMessage: SearchCaseFields = {
  nameTokens: muellerBau.nameTokens,
  contextTokens: muellerBau.contextTokens,
  caseRef: muellerBau.caseRef,
  registerRef: muellerBau.registerRef,
  publicationDate: muellerBau.publicationDate,
  state: muellerBau.state,
  procedureType: muellerBau.procedureType,
};

describe('searchCriteriaMatch', () => {
  it('matches every case when the saved search has no criteria', () => {
    expect(searchCriteriaMatch({}, muellerBau)).toBe(true);
  });

  it('finds the text in the debtor’s name as whole words, folded like the search; no prefixes or typos', () => {
    expect(searchCriteriaMatch({ q: 'Müller' }, muellerBau)).toBe(true);
    expect(searchCriteriaMatch({ q: 'mueller BAU' }, muellerBau)).toBe(true);
    expect(searchCriteriaMatch({ q: 'Müller Bau GmbH' }, muellerBau)).toBe(true);
    expect(searchCriteriaMatch({ q: 'Schmidt' }, muellerBau)).toBe(false);
    expect(searchCriteriaMatch({ q: 'auBau' }, muellerBau)).toBe(false);
    // The search shows these as prefix and typo hits, below the exact ones: an alert waits for an exact one.
    expect(searchCriteriaMatch({ q: 'mül ba' }, muellerBau)).toBe(false);
    expect(searchCriteriaMatch({ q: 'Spedtion' }, { ...muellerBau, nameTokens: ['spedition', 'gmbh'] })).toBe(false);
  });

  it('"Müller GmbH" and its long form find the GmbH, not a person named Müller nor a Müller AG', () => {
    const anna: SearchCaseFields = { ...mayer, nameTokens: ['muller', 'anna'], legalForm: null };
    const ag: SearchCaseFields = { ...muellerBau, nameTokens: ['muller', 'bau', 'ag'], legalForm: 'AG' };
    for (const q of ['Müller GmbH', 'Mueller Gesellschaft mit beschränkter Haftung']) {
      expect(searchCriteriaMatch({ q }, muellerBau)).toBe(true);
      expect(searchCriteriaMatch({ q }, anna)).toBe(false);
      expect(searchCriteriaMatch({ q }, ag)).toBe(false);
    }
    expect(searchCriteriaMatch({ q: 'Müller' }, anna)).toBe(true);
    // As in the search, a legal form alone finds the cases of that legal form (with the saved search's filters).
    expect(searchCriteriaMatch({ q: 'GmbH', state: 'NW' }, muellerBau)).toBe(true);
    expect(searchCriteriaMatch({ q: 'GmbH' }, anna)).toBe(false);
  });

  it('finds the text as Aktenzeichen or register number in every spelling, exactly', () => {
    for (const q of ['71 IN 123/26', '71IN123/26', '71 IN 123/2026', 'IN 123/26', '71 in 0123 / 26']) {
      expect({ q, match: searchCriteriaMatch({ q }, muellerBau) }).toEqual({ q, match: true });
    }
    for (const q of ['HRB 12345', 'HRB12345', 'HR B 12345', 'HRB 12345 B', 'Amtsgericht Köln HRB 12345']) {
      expect({ q, match: searchCriteriaMatch({ q }, muellerBau) }).toEqual({ q, match: true });
    }
    expect(searchCriteriaMatch({ q: '71 IN 999/26' }, muellerBau)).toBe(false);
    expect(searchCriteriaMatch({ q: '72 IN 123/26' }, muellerBau)).toBe(false);
    expect(searchCriteriaMatch({ q: 'IN 123/25' }, muellerBau)).toBe(false);
    // Never a longer number, and a register number only at the court named with it.
    expect(searchCriteriaMatch({ q: 'HRB 1234' }, muellerBau)).toBe(false);
    expect(searchCriteriaMatch({ q: 'Amtsgericht Bonn HRB 12345' }, muellerBau)).toBe(false);
  });

  it('applies Land, procedure type and the publication date range', () => {
    expect(searchCriteriaMatch({ q: 'Bau', state: 'NW', procedureType: 'regel' }, muellerBau)).toBe(true);
    expect(searchCriteriaMatch({ state: 'BY' }, muellerBau)).toBe(false);
    expect(searchCriteriaMatch({ procedureType: 'verbraucher' }, muellerBau)).toBe(false);
    expect(searchCriteriaMatch({ dateFrom: '2026-11-20', dateTo: '2026-11-20' }, muellerBau)).toBe(true);
    expect(searchCriteriaMatch({ dateFrom: '2026-11-21' }, muellerBau)).toBe(false);
    expect(searchCriteriaMatch({ dateTo: '2026-11-19' }, muellerBau)).toBe(false);
  });

  it('never matches on a filter it does not know (no mail the search would not show)', () => {
    expect(searchCriteriaMatch({ q: 'Bau', unknownFilter: 'x' }, muellerBau)).toBe(false);
  });

  it('limits to companies or to every other debtor, like the search', () => {
    expect(searchCriteriaMatch({ debtorKind: 'company' }, muellerBau)).toBe(true);
    expect(searchCriteriaMatch({ debtorKind: 'company' }, mayer)).toBe(false);
    expect(searchCriteriaMatch({ debtorKind: 'person' }, mayer)).toBe(true);
    expect(searchCriteriaMatch({ debtorKind: 'person' }, { ...mayer, debtorKind: 'estate' })).toBe(true);
    expect(searchCriteriaMatch({ debtorKind: 'person' }, { ...mayer, debtorKind: 'unknown' })).toBe(true);
    expect(searchCriteriaMatch({ debtorKind: 'person' }, muellerBau)).toBe(false);
  });

  it('compares the postal code by its beginning', () => {
    expect(searchCriteriaMatch({ postalCode: '5' }, muellerBau)).toBe(true);
    expect(searchCriteriaMatch({ postalCode: '506' }, muellerBau)).toBe(true);
    expect(searchCriteriaMatch({ postalCode: '50667' }, muellerBau)).toBe(true);
    expect(searchCriteriaMatch({ postalCode: '80' }, muellerBau)).toBe(false);
    expect(searchCriteriaMatch({ postalCode: '50' }, { ...muellerBau, postalCode: null })).toBe(false);
  });

  it('compares the city by its beginning, umlauts and case folded', () => {
    expect(searchCriteriaMatch({ city: 'Münch' }, mayer)).toBe(true);
    expect(searchCriteriaMatch({ city: 'muench' }, mayer)).toBe(true);
    expect(searchCriteriaMatch({ city: 'KÖLN' }, muellerBau)).toBe(true);
    expect(searchCriteriaMatch({ city: 'Koeln' }, muellerBau)).toBe(true);
    expect(searchCriteriaMatch({ city: 'Köln' }, mayer)).toBe(false);
    expect(searchCriteriaMatch({ city: 'Ж' }, mayer)).toBe(false);
    expect(searchCriteriaMatch({ city: 'Köln' }, { ...muellerBau, cityKey: null })).toBe(false);
  });

  it('finds the register number exactly, with or without the register type', () => {
    expect(searchCriteriaMatch({ registerNumber: 'HRB 12345' }, muellerBau)).toBe(true);
    expect(searchCriteriaMatch({ registerNumber: 'hrb12345' }, muellerBau)).toBe(true);
    expect(searchCriteriaMatch({ registerNumber: '12345' }, muellerBau)).toBe(true);
    expect(searchCriteriaMatch({ registerNumber: 'HRA 12345' }, muellerBau)).toBe(false);
    expect(searchCriteriaMatch({ registerNumber: '1234' }, muellerBau)).toBe(false);
    expect(searchCriteriaMatch({ registerNumber: '12345' }, mayer)).toBe(false);
  });

  it('requires every filter of a combination', () => {
    const companiesAroundCologne = { debtorKind: 'company', postalCode: '50', city: 'Köln', state: 'NW' };
    expect(searchCriteriaMatch(companiesAroundCologne, muellerBau)).toBe(true);
    expect(searchCriteriaMatch({ ...companiesAroundCologne, q: 'Müller' }, muellerBau)).toBe(true);
    expect(searchCriteriaMatch({ ...companiesAroundCologne, q: 'Schmidt' }, muellerBau)).toBe(false);
    expect(searchCriteriaMatch({ ...companiesAroundCologne, postalCode: '51' }, muellerBau)).toBe(false);
    expect(searchCriteriaMatch({ ...companiesAroundCologne, debtorKind: 'person' }, muellerBau)).toBe(false);
    expect(searchCriteriaMatch({ debtorKind: 'person', postalCode: '80', city: 'München' }, mayer)).toBe(true);
    expect(searchCriteriaMatch({ debtorKind: 'person', postalCode: '80', city: 'Augsburg' }, mayer)).toBe(false);
    expect(searchCriteriaMatch({ registerNumber: 'HRB 12345', dateFrom: '2026-11-21' }, muellerBau)).toBe(false);
  });

  it('does not match a message without the facts a filter needs (published before the filter existed)', () => {
    expect(searchCriteriaMatch({ q: 'Müller', state: 'NW' }, olderMessage)).toBe(true);
    const filters: Record<string, string>[] = [
      { debtorKind: 'company' },
      { debtorKind: 'person' },
      { postalCode: '50' },
      { city: 'Köln' },
      { registerNumber: 'HRB 12345' },
    ];
    for (const criteria of filters) {
      expect(searchCriteriaMatch(criteria, olderMessage)).toBe(false);
    }
  });
});
