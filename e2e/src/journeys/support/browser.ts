import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { repoRoot } from '../../support/app-process.js';

/** Debian's Chromium (`.ci/run` installs it); CHROMIUM_PATH points elsewhere. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS = join(repoRoot, 'e2e', 'artifacts');

export const DESKTOP = { width: 1366, height: 900 } as const;
export const PHONE = { width: 360, height: 740 } as const;

/**
 * How long one step (a click, a locator to appear, a navigation) may take. Generous on purpose: CI's 2 cores run
 * the whole distributed stack beside Chromium, and under two busy loops a first render took over 15 s (issue #27).
 * A failing step only takes longer to report; a passing one never waits for it. `JOURNEY_STEP_TIMEOUT_MS` moves it.
 */
export const STEP_TIMEOUT_MS = Number(process.env.JOURNEY_STEP_TIMEOUT_MS ?? 30_000);

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
}

export interface JourneyPage {
  readonly page: Page;
  readonly context: BrowserContext;
  /** Console errors and uncaught page errors seen so far; a journey fails on any. */
  readonly errors: string[];
  /** What the page was doing (address, its last API calls, the toasts it showed), for a failed journey's report. */
  diagnosis(): Promise<string>;
  /** The whole page; `{ fullPage: false }` for what the viewport shows (dialogs and menus cover only that). */
  screenshot(name: string, options?: { fullPage?: boolean }): Promise<void>;
  close(): Promise<void>;
}

/** A fresh browser context (no stored session) that records console errors and takes named screenshots. */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  options: {
    viewport?: { width: number; height: number };
    journey: string;
    /** `"<status> <path>"` patterns a journey provokes on purpose (e.g. /404 \/api\/insolvency\//). */
    expectedHttpErrors?: RegExp[];
    /** The browser's language; German unless a journey checks what an English browser shows. */
    locale?: string;
  },
): Promise<JourneyPage> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: options.viewport ?? DESKTOP,
    locale: options.locale ?? 'de-DE',
    // The app's CSP forbids inline scripts; axe-core is injected by the test, not by the app.
    bypassCSP: true,
    timezoneId: 'Europe/Berlin',
  });
  // Every toast the page showed, in order (expectToast waits for them; a failing step lists them).
  await context.addInitScript(() => {
    const seen: { at: string; text: string }[] = [];
    (window as unknown as { __toastsSeen: typeof seen }).__toastsSeen = seen;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of Array.from(mutation.addedNodes)) {
          if (node instanceof HTMLElement && node.closest('.notistack-SnackbarContainer') && node.textContent) {
            seen.push({ at: new Date().toISOString(), text: node.textContent });
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  const errors: string[] = [];
  // Chrome reports every HTTP error of a fetch as a console error ("Failed to load resource"): those are
  // recorded with their URL from the response instead, and a journey declares the ones it expects.
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(`console: ${message.text()}`);
    }
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    const expected = options.expectedHttpErrors?.some((pattern) =>
      pattern.test(`${response.status()} ${url.pathname}`),
    );
    if (response.status() >= 400 && !expected) errors.push(`http: ${response.status()} ${url.pathname}`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
  // The last API calls with their answers and durations: a step that times out waiting for the page usually waited
  // for one of them (or for one that was never made).
  const apiCalls: string[] = [];
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1).padStart(6);
  // The 'response' event, not `request.response()`: a promise of a page that closes meanwhile (a navigation to the
  // checkout) rejects, and an unhandled rejection fails the test.
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    const request = response.request();
    const took = Math.round(request.timing().responseStart);
    apiCalls.push(
      `${seconds()} s  ${request.method()} ${url.pathname}${url.search} → ${response.status()} (${took} ms)`,
    );
    if (apiCalls.length > 15) apiCalls.shift();
  });
  page.on('requestfailed', (request) => {
    const url = new URL(request.url());
    apiCalls.push(`${seconds()} s  ${request.method()} ${url.pathname} failed: ${request.failure()?.errorText}`);
  });
  const dir = join(ARTIFACTS, options.journey);
  mkdirSync(dir, { recursive: true });
  let shot = 0;
  return {
    page,
    context,
    errors,
    diagnosis: async () => {
      const toasts = await page
        .evaluate(() => (window as unknown as { __toastsSeen?: { at: string; text: string }[] }).__toastsSeen ?? [])
        .catch(() => []);
      return [
        `page: ${page.url()} after ${seconds().trim()} s`,
        `last API calls (seconds since the page opened):\n  ${apiCalls.join('\n  ') || 'none'}`,
        `toasts: ${toasts.map((toast) => `${toast.at} ${toast.text}`).join(' | ') || 'none'}`,
      ].join('\n');
    },
    screenshot: async (name, { fullPage = true } = {}) => {
      shot++;
      // Not mid-transition (menus, dialogs, toasts); endless ones (skeleton pulse, spinners) are not waited for.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      );
      await page.screenshot({ path: join(dir, `${String(shot).padStart(2, '0')}-${name}.png`), fullPage });
    },
    close: () => context.close(),
  };
}

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly targets: string[];
}

/**
 * Accessibility violations of any impact on the current page, or inside `scope` (a CSS selector): axe-core's
 * WCAG 2.x A/AA rules, colour contrast included.
 */
export async function a11yViolations(page: Page, scope?: string): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async (selector) => {
    const axe = (
      window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(selector ? { include: [[selector]] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations as { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
  }, scope);
  return violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
}

/** Serious and critical accessibility violations on the current page (axe-core, WCAG 2.x A/AA rules). */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  return (await a11yViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
