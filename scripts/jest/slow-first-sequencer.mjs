// Orders test files so that the slowest start first and the workers finish together. Jest's own sequencer does that
// from its cache of last durations, which a fresh clone (CI) does not have: it then orders by file size, and a short
// file with a long test (an import, a process killed and restarted) started late and ran alone at the end.
// Durations: Jest's cache where it has one (a developer's machine), else known-durations.json (the files over 5 s of
// a CI run, per profile: TEST_PROFILE=distributed has its own), else file size after all known ones.
// Refresh the table from a CI log: `node scripts/jest/known-durations.mjs < run.log > scripts/jest/known-durations.json`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Sequencer from '@jest/test-sequencer';

const known = JSON.parse(readFileSync(new URL('./known-durations.json', import.meta.url), 'utf8'));
const repoRoot = path.resolve(import.meta.dirname, '../..');
const table = known[process.env.TEST_PROFILE === 'distributed' ? 'distributed' : 'embedded'];

export default class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const size = new Map();
    const fileSize = (test) => {
      if (!size.has(test.path)) size.set(test.path, test.context.hasteFS.getSize(test.path) ?? 0);
      return size.get(test.path);
    };
    const expected = new Map();
    for (const test of tests) {
      const knownSeconds = table[path.relative(repoRoot, test.path).split(path.sep).join('/')];
      const cached = this.time(test);
      test.duration = cached;
      expected.set(test, cached ?? (knownSeconds === undefined ? undefined : knownSeconds * 1000));
    }
    return tests.sort((a, b) => {
      const failedA = this.hasFailed(a);
      if (failedA !== this.hasFailed(b)) return failedA ? -1 : 1;
      const ea = expected.get(a);
      const eb = expected.get(b);
      if ((ea === undefined) !== (eb === undefined)) return ea === undefined ? 1 : -1;
      if (ea !== undefined && eb !== undefined && ea !== eb) return eb - ea;
      return fileSize(b) - fileSize(a);
    });
  }
}
