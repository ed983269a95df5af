import {
  cityKey,
  cityKeyMatches,
  debtorKindMatches,
  parseRegisterNumber,
  postalCodeMatches,
  registerNumberMatches,
} from './search-filters.js';

describe('search filters of a case (shared by the search and saved-search alerts)', () => {
  it('counts every debtor that is not a company as a person, and nothing without a known kind', () => {
    expect(debtorKindMatches('company', 'company')).toBe(true);
    expect(debtorKindMatches('company', 'person')).toBe(false);
    for (const kind of ['person', 'estate', 'unknown']) expect(debtorKindMatches('person', kind)).toBe(true);
    expect(debtorKindMatches('person', 'company')).toBe(false);
    expect(debtorKindMatches('person', undefined)).toBe(false);
    expect(debtorKindMatches('company', null)).toBe(false);
    expect(debtorKindMatches('someone', 'person')).toBe(false);
  });

  it('matches a postal code by its beginning', () => {
    expect(postalCodeMatches('8', '80331')).toBe(true);
    expect(postalCodeMatches('803', '80331')).toBe(true);
    expect(postalCodeMatches('80331', '80331')).toBe(true);
    expect(postalCodeMatches('81', '80331')).toBe(false);
    expect(postalCodeMatches('0331', '80331')).toBe(false);
    expect(postalCodeMatches('80', null)).toBe(false);
    expect(postalCodeMatches('80', undefined)).toBe(false);
    expect(postalCodeMatches('8a', '8a000')).toBe(false);
  });

  it('matches a city by its folded beginning, whatever the spelling of umlauts and case', () => {
    expect(cityKey('München')).toBe('munchen');
    expect(cityKey('Muenchen')).toBe('munchen');
    expect(cityKeyMatches('Münch', cityKey('München'))).toBe(true);
    expect(cityKeyMatches('muench', cityKey('München'))).toBe(true);
    expect(cityKeyMatches('MÜNCHEN', cityKey('Muenchen'))).toBe(true);
    expect(cityKeyMatches('Frankfurt (O', cityKey('Frankfurt (Oder)'))).toBe(true);
    expect(cityKeyMatches('Köln', cityKey('München'))).toBe(false);
    expect(cityKeyMatches('ünchen', cityKey('München'))).toBe(false);
    expect(cityKeyMatches('Ж', cityKey('Жуковский'))).toBe(false);
    expect(cityKeyMatches('Münch', null)).toBe(false);
  });

  it('reads a register number as users type it', () => {
    expect(parseRegisterNumber('HRB 12345')).toEqual({ type: 'HRB', number: '12345' });
    expect(parseRegisterNumber('hrb nr. 12345')).toEqual({ type: 'HRB', number: '12345' });
    expect(parseRegisterNumber('GenR 77')).toEqual({ type: 'GnR', number: '77' });
    expect(parseRegisterNumber('12345')).toEqual({ type: null, number: '12345' });
    expect(parseRegisterNumber('HRB')).toBeNull();
  });

  it('matches a register number exactly, in the named register or in any', () => {
    const hrb = { type: 'HRB', number: '12345' };
    expect(registerNumberMatches('HRB 12345', hrb)).toBe(true);
    expect(registerNumberMatches('HRB12345', hrb)).toBe(true);
    expect(registerNumberMatches('12345', hrb)).toBe(true);
    expect(registerNumberMatches('12345', { type: null, number: '12345' })).toBe(true);
    expect(registerNumberMatches('HRA 12345', hrb)).toBe(false);
    expect(registerNumberMatches('HRB 1234', hrb)).toBe(false);
    expect(registerNumberMatches('HRB 123456', hrb)).toBe(false);
    expect(registerNumberMatches('HRB 12345', { type: null, number: '12345' })).toBe(false);
    expect(registerNumberMatches('HRB 12345', null)).toBe(false);
    expect(registerNumberMatches('HRB 12345', undefined)).toBe(false);
    expect(registerNumberMatches('kein Register', hrb)).toBe(false);
  });
});
