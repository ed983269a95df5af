import { describeWithMongo } from '../../../platform/read-store/mongo/mongo-test-server.test-kit.js';
import { caseQueriesContract } from '../contract/case-queries.contract.test-kit.js';
import { caseRankingContract } from '../contract/case-ranking.contract.test-kit.js';
import { mongoCasesReadSide } from './cases-read-side.mongo-harness.test-kit.js';

describeWithMongo('MongoDB case queries', () => {
  caseQueriesContract('MongoDB', mongoCasesReadSide());
  caseRankingContract('MongoDB', mongoCasesReadSide());
});
