import { needsMatching } from './needs-matching.js';

const run = (state: 'wartet' | 'läuft' | 'fertig', uploadId: string | null) => ({ state, done: 0, total: 3, uploadId });

describe('needsMatching', () => {
  it('a portfolio without rows needs nothing', () => {
    expect(needsMatching(null, run('wartet', null), true)).toBe(false);
  });

  it('rows without a run of their upload need one (carried over, or the run never started), on both profiles', () => {
    for (const onlyProcess of [true, false]) {
      expect(needsMatching('u2', run('wartet', null), onlyProcess)).toBe(true);
      expect(needsMatching('u2', run('fertig', 'u1'), onlyProcess)).toBe(true);
      expect(needsMatching('u2', run('läuft', 'u1'), onlyProcess)).toBe(true);
    }
  });

  it('a finished run needs nothing; a running one only after the one process of an embedded app restarted', () => {
    expect(needsMatching('u2', run('fertig', 'u2'), true)).toBe(false);
    expect(needsMatching('u2', run('läuft', 'u2'), true)).toBe(true);
    // Distributed: another API process may be running it.
    expect(needsMatching('u2', run('läuft', 'u2'), false)).toBe(false);
  });
});
