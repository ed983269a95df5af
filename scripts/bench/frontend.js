// `npm run bench -- frontend [--runs N]`: what a first visit costs the browser (issue #33).
//   (1) the built SPA (frontend/dist, `npm run build:frontend`): the entry chunk's brotli transfer size (the `.br`
//       file the server sends) and that of all the JavaScript index.html loads at once (entry + modulepreloads),
//       against the target: entry chunk ≤ 85 KB brotli
//   (2) the real application (backend/dist/main.js) on an empty temporary DATA_DIR, and headless Chromium
//       (/usr/bin/chromium or CHROMIUM_PATH, through playwright-core as the journeys drive it): N cold loads of
//       /login (each in a fresh browser context, so nothing comes from the browser's cache), the first
//       contentful paint and the moment the login form's e-mail field exists, from the navigation's start;
//       median and range, against the target: FCP ≤ 600 ms (median). The first load also warms the server and
//       the browser; it is printed but not part of the median.
// Options: --runs N (cold loads measured, default 7), --root DIR (another checkout's built backend/dist and
//          frontend/dist, e.g. the base commit for a before/after comparison in one sitting)
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium } from 'playwright-core';
import { freePort, machineLine } from './support/report.js';
import { startApp } from './search.js';

const ownRoot = fileURLToPath(new URL('../..', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Issue #33: kB as Vite reports them (1,000 bytes). */
const TARGET_ENTRY_BROTLI_BYTES = 85_000;
const TARGET_FCP_MS = 600;

export async function run(args) {
  const { runs, root } = parseArgs(args);
  const dist = join(root, 'frontend', 'dist');
  console.log('Frontend benchmark: the SPA bundle and a cold load of /login in headless Chromium (issue #33)');
  console.log(machineLine());
  if (root !== ownRoot) console.log(`application and SPA from ${root}`);
  if (!existsSync(join(dist, 'index.html'))) throw new Error('frontend/dist is missing: npm run build:frontend');

  const bundle = bundleSizes(dist);
  console.log(
    `\nentry chunk ${bundle.entry.file}: ${kb(bundle.entry.raw)} raw, ${kb(bundle.entry.brotli)} brotli ` +
      `(target ≤ ${kb(TARGET_ENTRY_BROTLI_BYTES)}: ${bundle.entry.brotli <= TARGET_ENTRY_BROTLI_BYTES ? 'PASS' : 'MISS'})`,
  );
  console.log(
    `all JavaScript of the first load (entry + ${bundle.files - 1} modulepreloads): ${kb(bundle.totalRaw)} raw, ` +
      `${kb(bundle.totalBrotli)} brotli`,
  );

  const dir = mkdtempSync(join(tmpdir(), 'insolvenz-bench-frontend-'));
  let app;
  let browser;
  try {
    const port = await freePort();
    app = await startApp(dir, port, { appRoot: root });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
    const loads = [];
    for (let i = 0; i <= runs; i++) loads.push(await coldLoad(browser, `http://127.0.0.1:${port}/login`));
    const [first, ...measured] = loads;
    console.log(
      `\ncold loads of /login: ${runs} measured after one warm-up load ` +
        `(warm-up: FCP ${first.fcp.toFixed(0)} ms, form ${first.form.toFixed(0)} ms)`,
    );
    const line = (name, values, unit = 'ms') => {
      const sorted = [...values].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)];
      console.log(
        `${name.padEnd(28)} median ${median.toFixed(0).padStart(5)} ${unit}  (${sorted[0].toFixed(0)}–` +
          `${sorted[sorted.length - 1].toFixed(0)} ${unit})`,
      );
      return median;
    };
    const fcp = line(
      'first contentful paint',
      measured.map((l) => l.fcp),
    );
    line(
      'login form in the page',
      measured.map((l) => l.form),
    );
    line(
      'transferred (all responses)',
      measured.map((l) => l.bytes / 1000),
      'KB',
    );
    console.log(
      `\ntargets (issue #33): entry chunk ≤ ${kb(TARGET_ENTRY_BROTLI_BYTES)} brotli: ` +
        `${bundle.entry.brotli <= TARGET_ENTRY_BROTLI_BYTES ? 'PASS' : 'MISS'}; FCP of /login ≤ ${TARGET_FCP_MS} ms ` +
        `(median of ${runs} cold loads): ${fcp <= TARGET_FCP_MS ? 'PASS' : 'MISS'}`,
    );
  } finally {
    await browser?.close();
    app?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One load in a fresh context: nothing cached; times from the navigation's start (performance.timeOrigin). */
async function coldLoad(browser, url) {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    let bytes = 0;
    page.on('response', async (response) => {
      const sizes = await response
        .request()
        .sizes()
        .catch(() => undefined);
      if (sizes) bytes += sizes.responseBodySize + sizes.responseHeadersSize;
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.locator('input[type="email"]').first().waitFor();
    const form = await page.evaluate(() => performance.now());
    const fcp = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const entry = performance.getEntriesByName('first-contentful-paint')[0];
          if (entry) return resolve(entry.startTime);
          new PerformanceObserver((list) => resolve(list.getEntries()[0].startTime)).observe({
            type: 'paint',
            buffered: true,
          });
        }),
    );
    return { fcp, form, bytes };
  } finally {
    await context.close();
  }
}

function bundleSizes(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]);
  const sizes = [...entry, ...preloads].map((src) => {
    const file = join(dist, new URL(src, 'http://x/').pathname);
    const raw = readFileSync(file);
    // What the server sends: the build's .br file (files under 1 KB have none and go as they are).
    const brotli = existsSync(`${file}.br`)
      ? readFileSync(`${file}.br`).length
      : Math.min(raw.length, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
    return { file: src, raw: raw.length, brotli };
  });
  return {
    entry: sizes[0],
    files: sizes.length,
    totalRaw: sizes.reduce((sum, s) => sum + s.raw, 0),
    totalBrotli: sizes.reduce((sum, s) => sum + s.brotli, 0),
  };
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

function parseArgs(args) {
  const options = { runs: 7, root: ownRoot };
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i].split('=', 2);
    const value = inline ?? args[++i];
    if (flag === '--runs') {
      options.runs = Number(value);
      if (!Number.isInteger(options.runs) || options.runs < 1)
        throw new Error(`--runs needs a positive integer, got "${value}"`);
    } else if (flag === '--root') {
      options.root = resolve(value);
    } else {
      throw new Error(`unknown option ${args[i]} (options: --runs N, --root DIR)`);
    }
  }
  return options;
}
