import { importRunQueriesContract } from '../contract/import-run-queries.contract.test-kit.js';
import { sqliteCasesReadSide } from './cases-read-side.sqlite-harness.test-kit.js';

importRunQueriesContract('SQLite', sqliteCasesReadSide({ searchIndex: false }));
