import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy…/waitFor give up after 1 s by default. On a loaded machine (two cores shared with builds and other
// suites) a screen can take longer to load its lazy chunk, answer from the fake server and render, and a correct
// test then fails by the clock. 5 s waits for the same outcome longer; a screen that never gets there still fails.
configure({ asyncUtilTimeout: 5_000 });

// jsdom does not lay out, so it cannot scroll: its window.scrollTo only reports "Not implemented" as a console
// error. Scrolling is a no-op here, as it would be on a page that does not overflow.
window.scrollTo = () => undefined;

// A test run prints no console errors: an error a test does not expect (an unanswered fake-server call, a
// React warning) fails that test. A test whose point is an error spies on console.error itself.
const originalConsoleError = console.error;
let consoleErrors: unknown[][] = [];
console.error = (...args: unknown[]) => {
  consoleErrors.push(args);
};
function describeArg(arg: unknown): string {
  if (arg instanceof Error) return arg.stack ?? arg.message;
  if (typeof arg !== 'object' || arg === null) return String(arg);
  try {
    return JSON.stringify(arg);
  } catch {
    return String(arg);
  }
}
const describeError = (args: unknown[]) => args.map(describeArg).join(' ');

beforeEach(() => {
  // Logged after the previous test ended (a late response): shown, not blamed on this test.
  for (const args of consoleErrors) originalConsoleError(...args);
  consoleErrors = [];
});
afterEach(() => {
  const unexpected = consoleErrors;
  consoleErrors = [];
  if (unexpected.length > 0) {
    throw new Error(`Unerwartete console.error-Ausgabe im Test:\n${unexpected.map(describeError).join('\n')}`);
  }
});
afterAll(() => {
  for (const args of consoleErrors) originalConsoleError(...args);
  console.error = originalConsoleError;
});

// The session lives in localStorage: no test may inherit another's login.
afterEach(() => localStorage.clear());
