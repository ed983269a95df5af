import { caseWords, queryPrefixes, wordPrefixes } from './search-words.js';

describe('search words without a full-text engine', () => {
  it('keeps the distinct folded words of a case and their prefixes of up to eight characters', () => {
    const words = caseWords('muller bau gmbh', '71 in 100 26 hrb 12345');
    expect(words).toEqual(['100', '12345', '26', '71', 'bau', 'gmbh', 'hrb', 'in', 'muller']);
    expect(wordPrefixes(['transporte'])).toEqual([
      't',
      'tr',
      'tra',
      'tran',
      'trans',
      'transp',
      'transpo',
      'transpor',
      'transporte',
    ]);
  });

  it('asks for the folded query words, legal forms left out unless nothing else is left, at most twelve', () => {
    expect(queryPrefixes('MÜLLER Bau GmbH')).toEqual(['muller', 'bau']);
    expect(queryPrefixes('GmbH')).toEqual(['gmbh']);
    expect(queryPrefixes('a b c d e f g h i j k l m n')).toHaveLength(12);
    expect(queryPrefixes(' .* ')).toEqual([]);
  });
});
