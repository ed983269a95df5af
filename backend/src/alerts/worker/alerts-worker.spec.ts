import { CaseStreams } from '../../cases/domain/events.js';
import { fixedClock } from '../../platform/clock/clock.js';
import { ConfigError, loadConfig } from '../../platform/config/app-config.js';
import { InProcessMessageBus } from '../../platform/message-bus/in-process/in-process-message-bus.js';
import { NEW_CASES_TOPIC, toNewCaseMessage } from '../new-case-feed/new-case-message.js';
import { startAlertsTestApp, type AlertsTestApp } from '../test/alerts-test-app.js';
import { checkAlertsWorkerConfig, startAlertsWorker } from './start-alerts-worker.js';

describe('alerts worker configuration', () => {
  const config = (env: NodeJS.ProcessEnv) => loadConfig(env, { spaDir: '/spa' });
  const problems = (env: NodeJS.ProcessEnv): string[] => {
    try {
      checkAlertsWorkerConfig(config(env));
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  };

  it('refuses the in-process bus, which cannot carry the feed from the API process', () => {
    expect(problems({})).toEqual([
      expect.stringMatching(/^the alerts worker needs MESSAGE_BUS=kafka and KAFKA_BROKERS/),
    ]);
  });

  it('accepts Kafka on the embedded profile', () => {
    expect(problems({ MESSAGE_BUS: 'kafka', KAFKA_BROKERS: '127.0.0.1:9092', ALERT_MATCHER: 'worker' })).toEqual([]);
  });
});

/**
 * The worker's Nest context in this process, with an in-process bus standing in for Kafka (the spawned
 * process with a real broker is e2e/src/alerts/alerts-worker-process.spec.ts): it matches against the read
 * models the API process maintains in the same DATA_DIR, and stops only after the batch in flight is recorded.
 */
describe('alerts worker', () => {
  let t: AlertsTestApp;
  beforeAll(async () => {
    t = await startAlertsTestApp({ clock: fixedClock('2026-11-21T09:00:00Z') });
    // The app runs without its matcher, as with ALERT_MATCHER=worker (on the distributed profile: its alerts
    // worker stopped); the worker started below is the only one.
    await t.stopMatcher();
  });
  afterAll(() => t.close());

  const messageOf = async (caseKey: string) => {
    const { events } = await t.store.readStream(t.get(CaseStreams).of(caseKey));
    return toNewCaseMessage(events[0])!;
  };

  it('matches what the bus brings against the shared read models, and finishes the batch in flight on stop', async () => {
    const bus = new InProcessMessageBus();
    const worker = await startAlertsWorker(t.config, { bus, logger: false });
    expect(bus.groups(NEW_CASES_TOPIC)).toEqual(['alert-matcher']);
    const id = await t.subscribe({ companyName: 'Arbeitsprozess Logistik', keywords: [] });
    const first = await t.importNotice({ debtorName: 'Arbeitsprozess Logistik GmbH' });
    const second = await t.importNotice({ debtorName: 'Arbeitsprozess Logistik Nord GmbH' });
    expect((await t.matches())[id]).toBeUndefined(); // the app's own matcher is off

    await bus.publish(NEW_CASES_TOPIC, [{ key: String(first.caseId), payload: await messageOf(first.caseKey) }]);
    expect((await t.matches())[id]).toEqual([first.caseId]);

    const delivery = bus.publish(NEW_CASES_TOPIC, [
      { key: String(second.caseId), payload: await messageOf(second.caseKey) },
    ]);
    let delivered = false;
    void delivery.then(() => (delivered = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(delivered).toBe(false); // the worker holds the batch
    await worker.stop();
    await delivery;
    expect((await t.matches())[id]).toEqual([first.caseId, second.caseId].sort((a, b) => a - b));
    expect(bus.groups(NEW_CASES_TOPIC)).toEqual([]);
    await worker.stop(); // a second signal changes nothing
  });
});
