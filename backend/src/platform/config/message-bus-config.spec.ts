import { ConfigError, loadConfig } from './app-config.js';

const load = (env: NodeJS.ProcessEnv) => loadConfig(env, { spaDir: '/spa' });
const problems = (env: NodeJS.ProcessEnv): string[] => {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('message bus and alert matcher configuration (issue #15)', () => {
  it('defaults to the in-process bus with the matcher in the API process, so `npm start` works alone', () => {
    const config = load({});
    expect(config.messageBus).toEqual({ adapter: 'in-process' });
    expect(config.alerts.matcher).toBe('in-process');
  });

  it('reads MESSAGE_BUS=kafka with its brokers, and ALERT_MATCHER=worker on top of it', () => {
    const config = load({
      MESSAGE_BUS: 'kafka',
      KAFKA_BROKERS: '127.0.0.1:9092, kafka-2:19092',
      ALERT_MATCHER: 'worker',
    });
    expect(config.messageBus).toMatchObject({ adapter: 'kafka', brokers: ['127.0.0.1:9092', 'kafka-2:19092'] });
    expect(config.alerts.matcher).toBe('worker');
    expect(load({ MESSAGE_BUS: 'kafka', KAFKA_BROKERS: 'k:9092' }).alerts.matcher).toBe('in-process');
  });

  it('refuses a matcher worker without a bus that crosses processes: its messages would reach no one', () => {
    expect(problems({ ALERT_MATCHER: 'worker' })).toEqual([
      'ALERT_MATCHER=worker needs MESSAGE_BUS=kafka: an in-process bus cannot carry the new-case feed to another process',
    ]);
    expect(problems({ ALERT_MATCHER: 'worker', MESSAGE_BUS: 'in-process' })).toHaveLength(1);
  });

  it('names unknown values and missing or malformed brokers', () => {
    expect(problems({ MESSAGE_BUS: 'rabbitmq', ALERT_MATCHER: 'elsewhere' })).toEqual([
      'MESSAGE_BUS must be "in-process" or "kafka", got "rabbitmq"',
      'ALERT_MATCHER must be "in-process" or "worker", got "elsewhere"',
    ]);
    expect(problems({ MESSAGE_BUS: 'kafka' })).toEqual([
      'KAFKA_BROKERS is required for MESSAGE_BUS=kafka (e.g. 127.0.0.1:9092)',
    ]);
    expect(problems({ MESSAGE_BUS: 'kafka', KAFKA_BROKERS: 'localhost' })).toEqual([
      'KAFKA_BROKERS must list host:port entries, got "localhost"',
    ]);
  });

  it('reads KAFKA_NAMESPACE, the prefix that keeps installations sharing a broker apart, and refuses odd names', () => {
    const kafka = { MESSAGE_BUS: 'kafka', KAFKA_BROKERS: 'k:9092' };
    expect(load(kafka).messageBus).toMatchObject({ namespace: '' });
    expect(load({ ...kafka, KAFKA_NAMESPACE: 'staging-2' }).messageBus).toMatchObject({ namespace: 'staging-2' });
    expect(problems({ ...kafka, KAFKA_NAMESPACE: 'Prod.Eu' })).toEqual([
      'KAFKA_NAMESPACE must be up to 49 lower-case letters, digits, "-" or "_" (it prefixes topics and consumer groups), got "Prod.Eu"',
    ]);
  });

  it('reads KAFKA_FETCH_WAIT_MS, the longest a consumer fetch (and so a shutdown) waits, 5 s unless set', () => {
    const kafka = { MESSAGE_BUS: 'kafka', KAFKA_BROKERS: 'k:9092' };
    expect(load(kafka).messageBus).toMatchObject({ fetchWaitMs: 5000 });
    expect(load({ ...kafka, KAFKA_FETCH_WAIT_MS: '250' }).messageBus).toMatchObject({ fetchWaitMs: 250 });
    expect(problems({ ...kafka, KAFKA_FETCH_WAIT_MS: '0' })).toEqual([
      'KAFKA_FETCH_WAIT_MS must be an integer from 10 to 30000, got "0"',
    ]);
  });

  it("reads KAFKA_SESSION_TIMEOUT_MS, how long a killed consumer holds its partitions, 30 s unless set, never under the broker's 6 s", () => {
    const kafka = { MESSAGE_BUS: 'kafka', KAFKA_BROKERS: 'k:9092' };
    expect(load(kafka).messageBus).toMatchObject({ sessionTimeoutMs: 30_000 });
    expect(load({ ...kafka, KAFKA_SESSION_TIMEOUT_MS: '10000' }).messageBus).toMatchObject({
      sessionTimeoutMs: 10_000,
    });
    expect(problems({ ...kafka, KAFKA_SESSION_TIMEOUT_MS: '3000' })).toEqual([
      'KAFKA_SESSION_TIMEOUT_MS must be an integer from 6000 to 300000, got "3000"',
    ]);
  });
});
