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
};

describe('searchCriteriaMatch', () => {
  it('matches every case when the saved search has no criteria', () => {
    expect(searchCriteriaMatch({}, muellerBau)).toBe(true);
  });

  it('finds the text in the debtor’s name as word prefixes, folded like the search', () => {
    expect(searchCriteriaMatch({ q: 'Müller' }, muellerBau)).toBe(true);
    expect(searchCriteriaMatch({ q: 'mül ba' }, muellerBau)).toBe(true);
    expect(searchCriteriaMatch({ q: 'Müller Bau GmbH' }, muellerBau)).toBe(true);
    expect(searchCriteriaMatch({ q: 'Schmidt' }, muellerBau)).toBe(false);
    expect(searchCriteriaMatch({ q: 'auBau' }, muellerBau)).toBe(false);
  });

  it('finds the text as Aktenzeichen or register number', () => {
    expect(searchCriteriaMatch({ q: '71 IN 123/26' }, muellerBau)).toBe(true);
    expect(searchCriteriaMatch({ q: 'HRB 12345' }, muellerBau)).toBe(true);
    expect(searchCriteriaMatch({ q: '71 IN 999/26' }, muellerBau)).toBe(false);
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
});
