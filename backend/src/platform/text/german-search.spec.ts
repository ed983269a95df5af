import { foldedTokens, foldGerman, ftsPrefixQuery, significantTokens, spelledTokens } from './german-search.js';

describe('German search folding', () => {
  it('folds umlauts, ß and case so that Müller, Mueller and Muller are equal', () => {
    expect(foldGerman('Müller')).toBe('muller');
    expect(foldGerman('MUELLER')).toBe('muller');
    expect(foldGerman('Muller')).toBe('muller');
    expect(foldGerman('Großhandel Straße')).toBe(foldGerman('Grosshandel Strasse'));
    expect(foldGerman('Café Zoë')).toBe('cafe zoe');
  });

  it('folds ASCII text exactly as the general folding does (its shortcut leaves out only passes that change nothing)', () => {
    // The general folding, step by step as the read models were indexed with it before the ASCII shortcut.
    const general = (text: string) =>
      text
        .toLowerCase()
        .replace(/ß/g, 'ss')
        .replace(/ae/g, 'a')
        .replace(/oe/g, 'o')
        .replace(/ue/g, 'u')
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
    const letters = ['a', 'e', 'o', 'u', 'A', 'E', 'U', 'O', 'b', 'Z', '1', '0', ' ', '-', '.', '&', '/', '\t', '_'];
    let seed = 12345;
    for (let i = 0; i < 20_000; i++) {
      let text = '';
      for (let n = 1 + (i % 10); n > 0; n--) {
        seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
        text += letters[seed % letters.length];
      }
      expect([text, foldGerman(text)]).toEqual([text, general(text)]);
    }
    for (const text of ['MUELLER Bau GmbH & Co. KG', '71 IN 12/26', 'HRB 4711', 'Aue', 'Queue', ' - ', ''])
      expect(foldGerman(text)).toBe(general(text));
  });

  it('keeps the words as typed beside the folded ones, word for word (typo tolerance)', () => {
    expect(spelledTokens('Lange Projekuentwicklung AG')).toEqual(['lange', 'projekuentwicklung', 'ag']);
    expect(spelledTokens('Straße Köln–Süd, Aerotec')).toEqual(['strasse', 'koln', 'sud', 'aerotec']);
    expect(spelledTokens('  ')).toEqual([]);
    for (const text of ['Mueller & Soehne GmbH', 'Café Größe-Oeffner', 'a.e. ue–oe', 'Haus 4711 ÄÖÜ']) {
      expect(spelledTokens(text).length).toBe(foldedTokens(text).length);
    }
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
