import NodeEnvironment from 'jest-environment-node';

/**
 * Jest's node environment with two additions, for every project of the root config:
 * - a test's afterEach hooks learn whether the test failed (`globalThis.__testFailed`) and how
 *   (`globalThis.__testFailure`, the error's first lines): a journey then prints the failing step first and what its
 *   page and the app were doing (journey-fixture.ts), which a locator's timeout alone never says;
 * - kafkajs's TimeoutNegativeWarning is dropped in the Jest worker. The app drops it itself
 *   (backend/src/platform/message-bus/kafka/kafkajs-timeout-warning.ts), but a test's `process` is Jest's copy, so
 *   the listener the app installs there never hears the worker's warnings; the same filter is installed here, on
 *   the worker's own process, once.
 */
export default class FailureFlagEnvironment extends NodeEnvironment {
  constructor(config, context) {
    super(config, context);
    dropKafkajsTimeoutWarningInWorker();
    this.testPath = context.testPath;
  }

  async setup() {
    await super.setup();
    if (process.env.JEST_REPORT_HANDLES) reportHandlesLeftBy(this.testPath);
  }

  handleTestEvent(event) {
    if (event.name === 'test_start') {
      this.global.__testFailed = false;
      this.global.__testFailure = undefined;
    }
    if (event.name === 'test_fn_failure') {
      this.global.__testFailed = true;
      this.global.__testFailure = firstLines(event.error);
    }
  }
}

function firstLines(error) {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n').slice(0, 6).join('\n');
}

let installed = false;

function dropKafkajsTimeoutWarningInWorker() {
  if (installed) return;
  installed = true;
  const printers = process.listeners('warning');
  process.removeAllListeners('warning');
  process.on('warning', (warning) => {
    const kafkajs =
      warning.name === 'TimeoutNegativeWarning' &&
      /[\\/]kafkajs[\\/]src[\\/]network[\\/]requestQueue[\\/]/.test(warning.stack ?? '');
    if (!kafkajs) for (const print of printers) print(warning);
  });
}

// JEST_REPORT_HANDLES=1: at the start of each file, what the worker holds beyond what it held at the start of the
// previous one, named by that file ("A worker process has failed to exit gracefully" names none).
let previous = null;
function reportHandlesLeftBy(nextPath) {
  const held = process.getActiveResourcesInfo().filter((name) => name !== 'TTYWrap' && name !== 'PipeWrap');
  if (previous) {
    const before = count(previous.held);
    const grown = [...count(held)].filter(([name, n]) => n > (before.get(name) ?? 0));
    if (grown.length > 0) {
      process.stderr.write(
        `HANDLES left by ${previous.path}: ${grown.map(([name, n]) => `${name} ${before.get(name) ?? 0}→${n}`).join(', ')}\n`,
      );
    }
  }
  previous = { path: nextPath, held };
}

function count(names) {
  const counts = new Map();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
}
