import { logLevel, type Admin } from 'kafkajs';
import { kafkaClient } from '../../platform/message-bus/kafka/kafkajs-timeout-warning.js';
import { consumerLag } from '../../platform/message-bus/kafka/consumer-lag.js';
import { MATCHER_GROUP } from '../matcher/alert-matcher.js';
import { NEW_CASES_TOPIC } from '../new-case-feed/new-case-message.js';

/** How long a test waits for the matcher to catch up before it fails with the lag it saw: well below a test's
 *  timeout (60 s), so that the failure names this step. */
const CATCH_UP_TIMEOUT_MS = 25_000;
const POLL_MS = 25;

/**
 * The alert matcher's consumer group on the new-case topic, seen from the broker (TEST_PROFILE=distributed): the
 * matcher commits a batch's offsets only after it recorded (or parked) every message of it, so a group without
 * lag on any partition has handled everything the feed published.
 */
export interface KafkaMatcherGroup {
  /** Resolves once the group committed every message on the topic. */
  caughtUp(): Promise<void>;
  /** Moves the group back to the start of the topic (no member may be in it): everything comes again. */
  rewind(): Promise<void>;
  close(): Promise<void>;
}

export function kafkaMatcherGroup(brokers: readonly string[], namespace: string): KafkaMatcherGroup {
  const named = (name: string) => (namespace ? `${namespace}.${name}` : name);
  const [groupId, topic] = [named(MATCHER_GROUP), named(NEW_CASES_TOPIC)];
  let admin: Promise<Admin> | undefined;
  const connected = () =>
    (admin ??= (async () => {
      const client = kafkaClient({
        clientId: 'alerts-test',
        brokers: [...brokers],
        logLevel: logLevel.NOTHING,
      }).admin();
      await client.connect();
      return client;
    })());
  return {
    caughtUp: async () => {
      const deadline = Date.now() + CATCH_UP_TIMEOUT_MS;
      let last: unknown = 'no answer from the broker';
      while (Date.now() < deadline) {
        try {
          const lags = await consumerLag(await connected(), groupId, topic);
          if (lags.every((p) => p.lag === 0)) return;
          last = lags.filter((p) => p.lag > 0);
        } catch (error) {
          last = error instanceof Error ? error.message : error; // the topic may not exist yet
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      throw new Error(`the alert matcher did not catch up with the feed: ${JSON.stringify(last)}`);
    },
    rewind: async () => {
      // The group may still show the member that just left for a moment: Kafka refuses a reset then.
      for (let attempt = 1; ; attempt++) {
        try {
          return await (await connected()).resetOffsets({ groupId, topic, earliest: true });
        } catch (error) {
          if (attempt >= 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
    close: async () => {
      await (await admin?.catch(() => undefined))?.disconnect();
    },
  };
}
