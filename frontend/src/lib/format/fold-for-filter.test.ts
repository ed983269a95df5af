import { containsAll, filterWords, foldForFilter } from './fold-for-filter';

describe('foldForFilter', () => {
  it('ignores letter case, umlauts, accents and ß', () => {
    expect(foldForFilter('Müller Straße CAFÉ')).toBe('muller strasse cafe');
  });
});

describe('filterWords and containsAll', () => {
  it('needs every word of the query somewhere in the text', () => {
    const text = foldForFilter('Müller Bau GmbH\nKöln');
    expect(containsAll(text, filterWords('  köln  MULLER '))).toBe(true);
    expect(containsAll(text, filterWords('köln bonn'))).toBe(false);
    expect(filterWords('   ')).toEqual([]);
    expect(containsAll(text, [])).toBe(true);
  });
});
