import { profileSwitch } from './profile-switch.js';

/**
 * Where rate limits and quotas are counted (`RATE_LIMIT_STORE`): in the memory of the process (default; one
 * process, the embedded profile) or in MongoDB (`MONGO_URL`), so that several API replicas enforce one limit.
 */
export type RateLimitStoreConfig = { readonly kind: 'memory' } | { readonly kind: 'mongo'; readonly mongoUrl: string };

export function loadRateLimitStoreConfig(
  value: (name: string) => string | undefined,
  problems: string[],
  profile: string,
): RateLimitStoreConfig {
  const kind = profileSwitch(value, problems, profile, 'RATE_LIMIT_STORE', {
    allowed: ['memory', 'mongo'],
    embedded: 'memory',
    distributed: 'mongo',
  });
  if (kind !== 'mongo') return { kind: 'memory' };
  const mongoUrl = value('MONGO_URL');
  if (!mongoUrl) {
    // The read store names the missing MONGO_URL of the distributed profile once.
    if (profile !== 'distributed') {
      problems.push(
        'MONGO_URL is required for RATE_LIMIT_STORE=mongo (e.g. mongodb://127.0.0.1:27017/insolvenzmonitor)',
      );
    }
    return { kind: 'memory' };
  }
  // The value is not echoed: it may contain the database password.
  if (!/^mongodb(\+srv)?:\/\/[^/\s]+\/[^?/\s]+/.test(mongoUrl)) {
    problems.push(
      'MONGO_URL must be a mongodb:// or mongodb+srv:// URL naming the database, e.g. mongodb://127.0.0.1:27017/insolvenzmonitor',
    );
  }
  return { kind, mongoUrl };
}
