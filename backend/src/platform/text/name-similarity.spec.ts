import { foldedTokens } from './german-search.js';
import { nameSimilarity, wordSimilarity } from './name-similarity.js';

const similarity = (a: string, b: string) => nameSimilarity(foldedTokens(a), foldedTokens(b));

describe('name similarity', () => {
  it('is 1 for the same words in any order and spelling of umlauts', () => {
    expect(similarity('Müller Bau', 'MUELLER BAU')).toBe(1);
    expect(similarity('Bau Müller', 'Müller Bau')).toBe(1);
  });

  it('forgives a typo in a long word more than in a short one', () => {
    expect(similarity('Vertriebsgesellschaft Nord', 'Vertriebsgeselschaft Nord')).toBeGreaterThan(0.95);
    expect(similarity('Müller Bau', 'Müler Bau')).toBeCloseTo(0.89, 2);
  });

  it('keeps near-namesakes apart: another word costs its length', () => {
    expect(similarity('Müller Bau', 'Müller Bauunternehmung')).toBeLessThan(0.5);
    expect(similarity('Schmidt Haustechnik', 'Schmidt Elektrotechnik')).toBeLessThan(0.75);
  });

  it('reads glued and split names alike', () => {
    expect(similarity('Müllerbau', 'Müller Bau')).toBe(1);
  });

  it('is 0 without words', () => {
    expect(nameSimilarity([], ['a'])).toBe(0);
    expect(wordSimilarity('abc', 'abc')).toBe(1);
  });
});
