import { availableParallelism } from 'node:os';

// Jest runs TypeScript as native ESM (NestJS 12 packages are ESM-only): swc strips types and keeps
// decorator metadata; NODE_OPTIONS=--experimental-vm-modules is set by the npm scripts (docs/DESIGN.md §2).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2023',
      keepClassNames: true,
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  },
];

const project = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  // Node's, telling afterEach hooks whether the test failed, without kafkajs's warning noise (the file says why).
  testEnvironment: '<rootDir>/../scripts/jest/node-environment.mjs',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: {
    '^@insolvenz/backend/(.*)\\.js$': '<rootDir>/../backend/src/$1',
    '^@insolvenz/projections/(.*)\\.js$': '<rootDir>/../projections/src/$1',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
});

export default {
  // Both cores (CI has 2): Jest's default is one worker fewer than the cores, i.e. one suite at a time. Every suite
  // is isolated per worker already (free ports, mkdtemp data directories, per-process MongoDB databases, random
  // Kafka namespaces). JEST_MAX_WORKERS overrides (the -w flag too).
  maxWorkers: process.env.JEST_MAX_WORKERS ?? Math.max(2, availableParallelism() - 1),
  // A worker keeps every test file's module registry it ran (ESM under vm modules: about 30 MB a file here), so
  // by the end of `npm test` each had grown past 3 GB, its garbage collector marking all of it, and it was force
  // exited ("A worker process has failed to exit gracefully"). Recycled after a file once it holds more than 1 GB:
  // the backend project alone, two workers, one sitting: 323 s wall / 433 s user CPU / 3.25 GB peak RSS before,
  // 267 s / 347 s / 1.65 GB after, and no forced exit (README "Session 37").
  workerIdleMemoryLimit: '1GB',
  reporters: ['default', '<rootDir>/scripts/jest/slowest-suites-reporter.cjs'],
  // The slowest files first, also on a fresh clone without Jest's cache of durations, so both workers end together.
  testSequencer: '<rootDir>/scripts/jest/slow-first-sequencer.mjs',
  projects: [project('backend'), project('projections'), project('e2e')],
  // On TEST_PROFILE=distributed a test app is an API, four workers, a KurrentDB test server and a database: starting
  // and closing one took over 30 s on a loaded machine (a retention suite's afterAll), not a hang.
  // A suite whose failure leaves a handle open (a consumer waiting for a test's gate) must not keep Jest, and so CI,
  // running after the results are in: the failure is reported either way.
  forceExit: true,
  testTimeout: process.env.TEST_PROFILE === 'distributed' ? 60_000 : 30_000,
};
