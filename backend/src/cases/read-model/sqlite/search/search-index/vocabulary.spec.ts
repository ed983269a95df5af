import { typoNeighbours } from '../ranked-search.js';
import { loadCasesProjection, randomReadModel } from '../search-read-model.test-kit.js';
import { oneEditVariants } from '../../../../domain/search-query/one-edit.js';
import { seededRandom } from '../search-read-model.test-kit.js';
import { neighboursIn, openVocabulary, readVocabulary, VOCABULARY_TABLE } from './vocabulary.js';
import { WordTrie } from './word-trie.js';

beforeAll(loadCasesProjection);

describe('the search index vocabulary', () => {
  it('holds every word of letters, read in steps, and finds the same typo neighbours as the FTS index', () => {
    const model = randomReadModel(300);
    try {
      const builder = readVocabulary(model.db, 3);
      let steps = 0;
      let step = builder.next();
      for (; !step.done; step = builder.next()) steps++;
      const vocabulary = step.value;
      expect(steps).toBeGreaterThan(3);
      expect(vocabulary.has('schneider') && vocabulary.has('logistik')).toBe(true);
      expect(vocabulary.has('schneide') || vocabulary.has('logistikk')).toBe(false);
      // Numbers (Aktenzeichen, register numbers) and words with digits are never typo neighbours: left out.
      openVocabulary(model.db);
      const terms = model.db.prepare(`SELECT term FROM ${VOCABULARY_TABLE}`).all() as { term: string }[];
      expect(terms.some((row) => /\d/.test(row.term))).toBe(true);
      expect(vocabulary.size).toBe(terms.filter((row) => /^[a-z]+$/.test(row.term)).length);
      for (const word of ['schnieder', 'logistk', 'schmitd', 'mueller', 'nachfolge', 'xyzxyzxyz', 'bau']) {
        expect(neighboursIn(vocabulary, word)).toEqual(typoNeighbours(model.db, word));
      }
      expect(neighboursIn(vocabulary, 'schnieder')).toEqual(['schneider']);
    } finally {
      model.db.close();
    }
  });

  it('finds in its trie exactly the one-edit variants of a word that are words of it', () => {
    const random = seededRandom(17);
    // Few letters, so that neighbours (every kind of edit, doubled letters, swaps) are common.
    const letters = 'abcde';
    const word = (length: number) =>
      Array.from({ length }, () => letters[Math.floor(random() * letters.length)]).join('');
    const words = new Set(Array.from({ length: 4000 }, () => word(4 + Math.floor(random() * 6))));
    const trie = WordTrie.of(words);
    expect(trie.size).toBe(words.size);
    let found = 0;
    for (let n = 0; n < 1500; n++) {
      const query = n % 2 === 0 ? word(5 + Math.floor(random() * 5)) : [...words][n % words.size];
      const expected = oneEditVariants(query).filter((variant) => words.has(variant));
      expect(trie.neighbours(query)).toEqual(expected);
      found += expected.length;
    }
    expect(found).toBeGreaterThan(500);
    for (const known of [...words].slice(0, 200)) expect(trie.has(known)).toBe(true);
    expect(trie.has('abcdeabcdeabc')).toBe(false);
    expect(() => WordTrie.of(['müller'])).toThrow('not a word of the letters a–z');
  });
});
