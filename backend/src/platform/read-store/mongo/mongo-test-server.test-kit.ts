// The MongoDB test server for the backend's read-adapter specs: MONGO_URL (`scripts/services/ferretdb.sh start`;
// `.ci/run` starts it and sets it). Without it the specs are skipped locally and FAIL in CI (`CI` set). The twin
// of `projections/src/store/mongo/mongo-test-database.test-kit.ts` (the projections package type-checks against
// the backend's build, which holds no test kits).
import { MONGO_URL } from './mongo-test-databases.js';

export { freshDatabaseUrl, MONGO_URL } from './mongo-test-databases.js';

/** Declares the specs of `title` when a server is configured, else the skip (locally) or the failure (CI). */
export function describeWithMongo(title: string, specs: () => void): void {
  if (MONGO_URL !== '') {
    describe(title, specs);
  } else if (process.env.CI) {
    it(`${title}: has a MongoDB test server in CI`, () => {
      throw new Error('MONGO_URL is not set: .ci/run starts the test server with scripts/services/ferretdb.sh');
    });
  } else {
    it.skip(`${title} (set MONGO_URL, e.g. after scripts/services/ferretdb.sh start)`, () => undefined);
  }
}
