import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy…/waitFor give up after 1 s by default. On a loaded machine (CI runs this suite on two cores beside the
// distributed backend suites, about four times slower than an idle machine) a screen can take seconds to load its
// lazy chunk, answer from the fake server and render, and a correct test then fails by the clock. 15 s waits for
// the same outcome longer; a screen that never gets there still fails.
configure({ asyncUtilTimeout: 15_000 });

// jsdom does not lay out, so it cannot scroll: its window.scrollTo only reports "Not implemented" as a console
// error. Scrolling is a no-op here, as it would be on a page that does not overflow.
window.scrollTo = () => undefined;

// A test run prints no console errors: an error a test does not expect (an unanswered fake-server call, a
// React warning) fails that test. A test whose point is an error spies on console.error itself.
// Except React's "not wrapped in act(...)" warning: it is printed, but fails nothing. It says that a component
// updated while no act() scope was open, e.g. a query the test does not look at (the page's settings, a refetch
// after a save) answered after the test's last wait, or while it awaited a Blob. Whether that happens depends on
// how far React's scheduler got before yielding, i.e. on the machine's load, not on the behaviour under test
// (CI failed a passing "Meine Fristen" test on it once). Every assertion on what the user sees waits with
// findBy…/waitFor, which do not depend on act().
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
const isActWarning = (args: unknown[]) => typeof args[0] === 'string' && args[0].includes('not wrapped in act(');
afterEach(() => {
  const unexpected = consoleErrors.filter((args) => !isActWarning(args));
  for (const args of consoleErrors.filter(isActWarning)) originalConsoleError(...args);
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
