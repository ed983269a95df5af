import { foldGerman, ftsPrefixQuery, significantTokens } from './german-search.js';

describe('German search folding', () => {
  it('folds umlauts, ß and case so that Müller, Mueller and Muller are equal', () => {
    expect(foldGerman('Müller')).toBe('muller');
    expect(foldGerman('MUELLER')).toBe('muller');
    expect(foldGerman('Muller')).toBe('muller');
    expect(foldGerman('Großhandel Straße')).toBe(foldGerman('Grosshandel Strasse'));
    expect(foldGerman('Café Zoë')).toBe('cafe zoe');
  });

  it('makes legal-form words optional', () => {
    expect(significantTokens('Müller Bau GmbH & Co. KG')).toEqual(['muller', 'bau']);
    expect(significantTokens('GmbH')).toEqual(['gmbh']);
    expect(significantTokens('UG (haftungsbeschränkt)')).toEqual(['ug', 'haftungsbeschrankt']);
  });

  it('builds a prefix MATCH expression that cannot inject FTS syntax', () => {
    expect(ftsPrefixQuery('Müll Ba')).toBe('"mull"* "ba"*');
    expect(ftsPrefixQuery('" OR * NEAR(')).toBe('"or"* "near"*');
    expect(ftsPrefixQuery('  ')).toBe('');
  });
});
