import { describeWithMongo } from '../../../platform/read-store/mongo/mongo-test-server.test-kit.js';
import { retentionQueriesContract } from '../contract/retention-queries.contract.test-kit.js';
import { mongoCasesReadSide } from './cases-read-side.mongo-harness.test-kit.js';

describeWithMongo('MongoDB retention queries', () => {
  retentionQueriesContract('MongoDB', mongoCasesReadSide());
});
