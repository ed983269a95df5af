import type { Provider } from '@nestjs/common';
import { MATCH_LOG } from '../alerts/match-log/match-log.port.js';
import { InMemoryMatchLog } from './test/in-memory-match-log.js';

/**
 * MERGE POINT: the match log is built on branch `s3-alerts-delivery` (SQLite and MongoDB adapters, written in the
 * matcher's own write). Until it is wired here, the webhooks module runs on an in-memory log that nothing but
 * tests append to. Replace this provider with the alerts module's `MATCH_LOG` provider at the merge.
 */
export const matchLogProvider: Provider = { provide: MATCH_LOG, useFactory: () => new InMemoryMatchLog() };
