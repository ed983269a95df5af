import { describeWithMongo } from '../../../platform/read-store/mongo/mongo-test-server.test-kit.js';
import { accountQueriesContract } from '../contract/account-queries.contract.test-kit.js';
import { mongoAccountQueriesHarness } from './account-queries.mongo-harness.test-kit.js';

describeWithMongo('MongoDB account queries', () => {
  const { harness, dropAll } = mongoAccountQueriesHarness();
  afterEach(() => dropAll());

  accountQueriesContract('MongoDB', harness);
});
