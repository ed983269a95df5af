import { randomUUID } from 'node:crypto';

/**
 * The servers of the distributed profile the e2e specs run on: the MongoDB test server (MONGO_URL) and the Kafka
 * broker (KAFKA_BROKERS); each spec starts its own KurrentDB test server. Without them a spec is skipped locally
 * and FAILS in CI, as the other MongoDB and Kafka suites do.
 */
export const MONGO_URL = process.env.MONGO_URL?.trim() ?? '';
export const KAFKA_BROKERS = process.env.KAFKA_BROKERS?.trim() ?? '';

/** `define` declares the spec's tests when the servers are set; otherwise a skipped test, or a failing one in CI. */
export function withDistributedServers(title: string, define: () => void): void {
  if (MONGO_URL !== '' && KAFKA_BROKERS !== '') return define();
  if (process.env.CI) {
    it(`${title}: has the MongoDB test server and the Kafka broker in CI`, () => {
      throw new Error('MONGO_URL or KAFKA_BROKERS is not set: .ci/run starts FerretDB and Kafka (scripts/services)');
    });
  } else {
    it.skip(`${title} (set MONGO_URL and KAFKA_BROKERS, see scripts/services)`, () => undefined);
  }
}

/** The settings every process of one test installation shares (API and workers alike). */
export function distributedEnv(options: {
  dataDir: string;
  kurrentDbUrl: string;
  mongoUrl: string;
  portalUrl: string;
  smtpUrl: string;
  /** Prefix of the Kafka namespace; a random part keeps runs apart on the shared broker. */
  namespace: string;
}): Record<string, string> {
  return {
    PROFILE: 'distributed',
    DATA_DIR: options.dataDir,
    KURRENTDB_URL: options.kurrentDbUrl,
    MONGO_URL: options.mongoUrl,
    KAFKA_BROKERS,
    KAFKA_NAMESPACE: `${options.namespace}-${randomUUID().slice(0, 8)}`,
    // A killed consumer (the alerts worker in the kill tests) holds its partitions until its session times out:
    // 10 s here instead of the default 30 s.
    KAFKA_SESSION_TIMEOUT_MS: '10000',
    PORTAL_URL: options.portalUrl,
    IMPORT_DELAY_MS: '0',
    IMPORT_SCHEDULE: 'off',
    RETENTION_CLEANUP_TIME: 'off',
    ALERT_DIGEST_TIME: 'off',
    SMTP_URL: options.smtpUrl,
    APP_URL: 'https://verteilt.e2e.test',
    JWT_SECRET: 'e2e-distributed-secret-of-at-least-32-bytes',
    // Every process names the case streams alike (each has its own DATA_DIR in some tests).
    STREAM_NAME_KEY: 'e2e-distributed-stream-name-key-of-32-bytes',
  };
}
