import { caseQueriesContract } from '../contract/case-queries.contract.test-kit.js';
import { caseRankingContract } from '../contract/case-ranking.contract.test-kit.js';
import { sqliteCasesReadSide } from './cases-read-side.sqlite-harness.test-kit.js';

caseQueriesContract('SQLite', sqliteCasesReadSide({ searchIndex: false }));
caseQueriesContract('SQLite with the in-memory search index', sqliteCasesReadSide({ searchIndex: true }));
caseRankingContract('SQLite', sqliteCasesReadSide({ searchIndex: false }));
caseRankingContract('SQLite with the in-memory search index', sqliteCasesReadSide({ searchIndex: true }));
