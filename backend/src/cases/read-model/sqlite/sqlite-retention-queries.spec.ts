import { retentionQueriesContract } from '../contract/retention-queries.contract.test-kit.js';
import { sqliteCasesReadSide } from './cases-read-side.sqlite-harness.test-kit.js';

retentionQueriesContract('SQLite', sqliteCasesReadSide({ searchIndex: false }));
retentionQueriesContract('SQLite with the in-memory search index', sqliteCasesReadSide({ searchIndex: true }));
