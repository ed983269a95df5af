import { describeWithMongo } from '../../../platform/read-store/mongo/mongo-test-server.test-kit.js';
import { importRunQueriesContract } from '../contract/import-run-queries.contract.test-kit.js';
import { mongoCasesReadSide } from './cases-read-side.mongo-harness.test-kit.js';

describeWithMongo('MongoDB import-run queries', () => {
  importRunQueriesContract('MongoDB', mongoCasesReadSide());
});
