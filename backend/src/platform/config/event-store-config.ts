import { profileSwitch, requiredFor } from './profile-switch.js';

/**
 * Which event store the app writes to (`EVENT_STORE`): the embedded SQLite file in DATA_DIR, or a KurrentDB
 * server (`KURRENTDB_URL`), with any read store. PROFILE=distributed implies KurrentDB.
 */
export type EventStoreConfig =
  { readonly kind: 'sqlite' } | { readonly kind: 'kurrentdb'; readonly connectionString: string };

export function loadEventStoreConfig(
  value: (name: string) => string | undefined,
  problems: string[],
  profile: string,
): EventStoreConfig {
  const kind = profileSwitch(value, problems, profile, 'EVENT_STORE', {
    allowed: ['sqlite', 'kurrentdb'],
    embedded: 'sqlite',
    distributed: 'kurrentdb',
  });
  if (kind !== 'kurrentdb') return { kind: 'sqlite' };
  const connectionString = value('KURRENTDB_URL');
  if (!connectionString) {
    problems.push(`KURRENTDB_URL is required for ${requiredFor(profile, 'EVENT_STORE', kind)}`);
    return { kind: 'sqlite' };
  }
  if (!/^(kurrentdb|kdb|esdb|eventstoredb)(\+discover)?:\/\/[^\s]+$/.test(connectionString)) {
    problems.push(`KURRENTDB_URL must be a connection string such as kurrentdb://localhost:2113?tls=false`);
  }
  return { kind, connectionString };
}
