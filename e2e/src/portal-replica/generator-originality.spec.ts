import { fixturesMissing, readFixture } from '../../../backend/src/cases/notice-parser/real-notices.test-kit.js';
import { generateDay } from './generator/generate-day.js';

// The templates are our own wording in the structure of the real notices: no generated text may share a long
// passage with the real texts (read at run time beside the clone, never copied into the repository; the test kit
// says where, and fails in CI without them).
describe('generator originality', () => {
  it('shares no passage of 180 characters or more with the real notices', () => {
    if (fixturesMissing()) return;
    const norm = (s: string) => s.replace(/\s+/g, ' ');
    const read = (file: string) => (readFixture<{ text: string }[]>(file) ?? []).map((n) => norm(n.text));
    const real = [...read('corpus.json'), ...read('annotated.json')];
    const n = 60;
    const shingles = new Set<string>();
    for (const t of real) for (let i = 0; i + n <= t.length; i++) shingles.add(t.slice(i, i + n));
    let longest = '';
    for (const notice of generateDay('2026-03-11', { seed: 9, volume: 3000 })) {
      const t = norm(notice.text);
      let start = -1;
      for (let i = 0; i <= t.length - n + 1; i++) {
        const shared = i + n <= t.length && shingles.has(t.slice(i, i + n));
        if (shared && start < 0) start = i;
        if (!shared && start >= 0) {
          const passage = t.slice(start, i - 1 + n);
          if (passage.length > longest.length) longest = passage;
          start = -1;
        }
      }
    }
    expect(longest.length).toBeLessThan(180);
  });
});
