import { typoNeighbours } from '../ranked-search.js';
import { loadCasesProjection, randomReadModel } from '../search-read-model.test-kit.js';
import { neighboursIn, readVocabulary } from './vocabulary.js';

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
      expect(vocabulary).toContain('schneider');
      expect(vocabulary).toContain('logistik');
      // Numbers (Aktenzeichen, register numbers) and words with digits are never typo neighbours.
      expect([...vocabulary].every((word) => /^[a-z]+$/.test(word))).toBe(true);
      for (const word of ['schnieder', 'logistk', 'schmitd', 'mueller', 'nachfolge', 'xyzxyzxyz', 'bau']) {
        expect(neighboursIn(vocabulary, word)).toEqual(typoNeighbours(model.db, word));
      }
      expect(neighboursIn(vocabulary, 'schnieder')).toEqual(['schneider']);
    } finally {
      model.db.close();
    }
  });
});
