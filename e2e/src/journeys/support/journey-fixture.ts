import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, type JourneyPage } from './browser.js';
import { DISTRIBUTED_STACK_CLOSE_MS } from './distributed-journey-stack.js';
import { startJourneyApp, type JourneyApp, type JourneyAppOptions } from './journey-app.js';

type PageOptions = Omit<Parameters<typeof openPage>[2], never>;

export interface Journeys {
  /** The running app and replica (available inside tests). */
  readonly env: JourneyApp;
  /** A fresh browser context for this test; closed after it, which fails on any recorded console/HTTP error. */
  open(options: PageOptions): Promise<JourneyPage>;
}

/**
 * The life cycle every journey spec shares: the app and Chromium start once per file, each test gets a fresh
 * context (no stored session), and a test fails when its page logged an unexpected error.
 */
export function useJourneys(appOptions: JourneyAppOptions = {}): Journeys {
  let env: JourneyApp | undefined;
  let browser: Browser | undefined;
  let current: JourneyPage | undefined;

  beforeAll(async () => {
    const [app, chromium] = await Promise.allSettled([startJourneyApp(appOptions), launchBrowser()]);
    if (app.status === 'fulfilled') env = app.value;
    if (chromium.status === 'fulfilled') browser = chromium.value;
    // A failed start reports its reason; afterAll closes whatever did start, so Jest is not kept waiting.
    if (app.status === 'rejected') throw app.reason;
    if (chromium.status === 'rejected') throw chromium.reason;
  }, 180_000);
  afterEach(async () => {
    // A failed test says what the page and the app were doing: a locator's timeout alone names only the step.
    const outcome = globalThis as { __testFailed?: boolean; __testFailure?: string };
    if (outcome.__testFailed && current) {
      const lines = env?.app.output().trimEnd().split('\n') ?? [];
      // The app's warnings and errors of the whole run (a background step that failed), then its last lines.
      const problems = lines.filter((line) => /\b(WARN|ERROR)\b/.test(line)).slice(-20);
      await current.screenshot('failed', { fullPage: false }).catch(() => undefined);
      console.error(
        // The failing step first: CI logs are read from their ends and a long report gets cut in the middle.
        `journey failed: ${expect.getState().currentTestName ?? ''}\n  ${outcome.__testFailure ?? ''}\n` +
          `what the page did:\n${await current.diagnosis()}\n` +
          `app warnings and errors:\n  ${problems.join('\n  ') || 'none'}\n` +
          `app log (last lines):\n  ${lines.slice(-25).join('\n  ')}`,
      );
    }
    const errors = current?.errors ?? [];
    await current?.close();
    current = undefined;
    expect(errors).toEqual([]);
  });
  // Longer than Jest's hook default: the distributed stack stops five processes, each with its shutdown deadline.
  afterAll(async () => {
    await browser?.close();
    await env?.close();
  }, DISTRIBUTED_STACK_CLOSE_MS);

  return {
    get env() {
      if (!env) throw new Error('the journey app is not running');
      return env;
    },
    open: async (options) => {
      if (!env || !browser) throw new Error('the journey app is not running');
      current = await openPage(browser, env.app.baseUrl, options);
      return current;
    },
  };
}
