import NodeEnvironment from 'jest-environment-node';

/**
 * Jest's node environment with two additions, for every project of the root config:
 * - a test's afterEach hooks learn whether the test failed (`globalThis.__testFailed`): a journey then prints what
 *   its page and the app were doing (journey-fixture.ts), which a locator's timeout alone never says;
 * - kafkajs's TimeoutNegativeWarning is dropped in the Jest worker. The app drops it itself
 *   (backend/src/platform/message-bus/kafka/kafkajs-timeout-warning.ts), but a test's `process` is Jest's copy, so
 *   the listener the app installs there never hears the worker's warnings; the same filter is installed here, on
 *   the worker's own process, once.
 */
export default class FailureFlagEnvironment extends NodeEnvironment {
  constructor(config, context) {
    super(config, context);
    dropKafkajsTimeoutWarningInWorker();
  }

  handleTestEvent(event) {
    if (event.name === 'test_start') this.global.__testFailed = false;
    if (event.name === 'test_fn_failure') this.global.__testFailed = true;
  }
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
