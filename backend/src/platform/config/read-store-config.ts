import { profileSwitch, requiredFor } from './profile-switch.js';

/**
 * Which store holds the read models (`READ_STORE`): the embedded SQLite file in DATA_DIR, or a MongoDB-compatible
 * server (`MONGO_URL`, the database named in its path), with any event store. PROFILE=distributed implies mongo.
 */
export type ReadStoreConfig = { readonly kind: 'sqlite' } | { readonly kind: 'mongo'; readonly url: string };

export function loadReadStoreConfig(
  value: (name: string) => string | undefined,
  problems: string[],
  profile: string,
): ReadStoreConfig {
  const kind = profileSwitch(value, problems, profile, 'READ_STORE', {
    allowed: ['sqlite', 'mongo'],
    embedded: 'sqlite',
    distributed: 'mongo',
  });
  if (kind !== 'mongo') return { kind: 'sqlite' };
  const url = value('MONGO_URL');
  if (!url) {
    problems.push(`MONGO_URL is required for ${requiredFor(profile, 'READ_STORE', kind)}`);
    return { kind: 'sqlite' };
  }
  // Not echoed: the URL may hold credentials.
  const database = /^mongodb(?:\+srv)?:\/\/[^/\s]+\/([^?/\s]+)/.exec(url)?.[1];
  if (!database) {
    problems.push(
      'MONGO_URL must be a mongodb:// or mongodb+srv:// URL naming the database, ' +
        'e.g. mongodb://127.0.0.1:27017/insolvenzmonitor',
    );
  }
  return { kind, url };
}
