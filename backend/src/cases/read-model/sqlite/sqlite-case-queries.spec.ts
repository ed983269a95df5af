import { caseQueriesContract } from '../contract/case-queries.contract.test-kit.js';
import { sqliteCasesReadSide } from './cases-read-side.sqlite-harness.test-kit.js';

caseQueriesContract('SQLite', sqliteCasesReadSide({ searchIndex: false }));
caseQueriesContract('SQLite with the in-memory search index', sqliteCasesReadSide({ searchIndex: true }));
