import { DatabaseSync } from 'node:sqlite';
import { WriteMarkedCache } from './write-marked-cache.js';
import { markWritten } from './write-marks.js';

describe('WriteMarkedCache', () => {
  let nowMs = 0;
  const db = new DatabaseSync(':memory:');
  const cache = (options = {}) =>
    new WriteMarkedCache<string>(db, 'accounts', { foreignWriteBoundMs: 1_000, monotonicMs: () => nowMs, ...options });

  beforeEach(() => (nowMs = 0));

  it('keeps an answer until this process writes its read model', () => {
    const kept = cache();
    kept.set('a', 'Erika');
    expect(kept.get('a')).toBe('Erika');
    markWritten(db, 'other-read-model');
    expect(kept.get('a')).toBe('Erika');
    markWritten(db, 'accounts');
    expect(kept.get('a')).toBeUndefined();
    kept.set('a', 'Erika Neu');
    expect(kept.get('a')).toBe('Erika Neu');
  });

  it('asks again once the bound for writes of other processes has passed', () => {
    const kept = cache();
    kept.set('a', 'Erika');
    nowMs = 999;
    expect(kept.get('a')).toBe('Erika');
    nowMs = 1_000;
    expect(kept.get('a')).toBeUndefined();
  });

  it('keeps at most its capacity, dropping the oldest, and forgets a key on request', () => {
    const kept = cache({ capacity: 2 });
    kept.set('a', '1');
    kept.set('b', '2');
    kept.set('b', '2b');
    kept.set('c', '3');
    expect([kept.get('a'), kept.get('b'), kept.get('c')]).toEqual([undefined, '2b', '3']);
    kept.delete('c');
    expect(kept.get('c')).toBeUndefined();
  });
});
