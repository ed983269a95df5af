import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../support/app-process.js';

/** Issue #7 quality budget: what a first visit has to download before the SPA runs. */
const BUDGET_BYTES = 250_000; // kB as Vite reports them
const dist = join(repoRoot, 'frontend', 'dist');

/** The entry module and every module the built index.html preloads (the lazily loaded screens are not among them). */
function initialScripts(html: string): string[] {
  const entry = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]);
  return [...entry, ...preloads];
}

describe('initial JavaScript of the built SPA (npm run build)', () => {
  it('stays within 250 KB gzipped', async () => {
    const html = await readFile(join(dist, 'index.html'), 'utf8');
    const scripts = initialScripts(html);
    expect(scripts.length).toBeGreaterThan(1);
    const sizes = await Promise.all(
      scripts.map(async (src) => gzipSync(await readFile(join(dist, new URL(src, 'http://x/').pathname))).length),
    );
    const total = sizes.reduce((sum, size) => sum + size, 0);
    expect({ total, withinBudget: total <= BUDGET_BYTES }).toEqual({ total, withinBudget: true });
  });
});
