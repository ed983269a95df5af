import { availableParallelism } from 'node:os';

// Frontend tests: native ESM (run with NODE_OPTIONS=--experimental-vm-modules), swc for TS/TSX, jsdom plus fetch.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2023',
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  },
];

export default {
  displayName: 'frontend',
  rootDir: import.meta.dirname,
  testEnvironment: '<rootDir>/src/test/jsdom-fetch-environment.js',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': swc },
  setupFilesAfterEnv: ['<rootDir>/src/test/setup-tests.ts'],
  moduleNameMapper: {
    // Vite's import.meta.env does not exist under Jest.
    '^.*/env/public-env$': '<rootDir>/src/test/public-env.ts',
    '\\.(css|less|scss|sass)$': '<rootDir>/src/test/style-mock.ts',
    '\\.(svg|png|jpe?g|gif|webp|avif|ico|woff2?|ttf)$': '<rootDir>/src/test/file-mock.ts',
  },
  // A guard against hangs, not a speed limit: CI runs this suite beside the distributed backend suites on two
  // cores, where a test that takes 4 s on an idle machine took over 15 s.
  testTimeout: 60_000,
  maxWorkers: process.env.JEST_MAX_WORKERS ?? Math.max(2, availableParallelism() - 1),
  reporters: ['default', '<rootDir>/../scripts/jest/slowest-suites-reporter.cjs'],
};
