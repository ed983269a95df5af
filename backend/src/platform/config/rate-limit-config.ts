/**
 * Where rate limits and quotas are counted (`RATE_LIMIT_STORE`): in the memory of the process (default; one
 * process, the embedded profile) or in MongoDB (`MONGO_URL`), so that several API replicas enforce one limit.
 */
export type RateLimitStoreConfig = { readonly kind: 'memory' } | { readonly kind: 'mongo'; readonly mongoUrl: string };

export function loadRateLimitStoreConfig(
  value: (name: string) => string | undefined,
  problems: string[],
): RateLimitStoreConfig {
  const kind = value('RATE_LIMIT_STORE') ?? 'memory';
  if (kind !== 'memory' && kind !== 'mongo') {
    problems.push(`RATE_LIMIT_STORE must be "memory" or "mongo", got "${kind}"`);
    return { kind: 'memory' };
  }
  if (kind === 'memory') return { kind };
  const mongoUrl = value('MONGO_URL');
  if (!mongoUrl) {
    problems.push('MONGO_URL is required for RATE_LIMIT_STORE=mongo (e.g. mongodb://127.0.0.1:27017/insolvenzmonitor)');
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
