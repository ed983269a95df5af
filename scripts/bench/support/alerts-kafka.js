// The alerts benchmark through a real Kafka broker: the new-case messages are published to the new-case topic
// keyed by case id (as NewCaseFeed does, 500 per publish, from a worker thread), and a matcher consumes them as its own consumer group
// through the Kafka adapter of the MessageBus, recording each delivered batch before the offset is committed.
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { Kafka, logLevel } from 'kafkajs';
import { KafkaMessageBus } from '@insolvenz/backend/platform/message-bus/kafka/kafka-message-bus.js';
import { consumerLag } from '@insolvenz/backend/platform/message-bus/kafka/consumer-lag.js';
import { ensureTopics } from '@insolvenz/backend/platform/message-bus/kafka/kafka-topics.js';
import { DEFAULT_TOPIC_SETTINGS } from '@insolvenz/backend/platform/message-bus/kafka/kafka-message-bus.js';
import { matchBatch } from './alerts-matching.js';

const LAG_SAMPLE_MS = 250;

/**
 * Publishes `messages` to `topic` and lets a fresh consumer group (its offsets set to the topic's end first, so
 * that earlier runs' messages are not matched again) match them. Measures from the first publish to the last
 * batch recorded; samples the group's lag meanwhile. Answers seconds, matches, the largest lag seen and the
 * lag per partition once every offset is committed.
 */
export async function matchThroughKafka({ brokers, topic, deleteTopicAfter = false, store, queries, messages }) {
  const group = `alert-matcher-bench-${randomUUID().slice(0, 8)}`;
  const kafka = new Kafka({ clientId: 'insolvenzmonitor-bench', brokers, logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  const bus = new KafkaMessageBus({ brokers, clientId: 'insolvenzmonitor-bench', log: (line) => console.error(line) });
  try {
    await ensureTopics(admin, topic, DEFAULT_TOPIC_SETTINGS);
    const ends = await retried(() => admin.fetchTopicOffsets(topic));
    await admin.setOffsets({
      groupId: group,
      topic,
      partitions: ends.map(({ partition, high }) => ({ partition, offset: high })),
    });

    let handled = 0;
    let matches = 0;
    let finished;
    const allHandled = new Promise((resolve) => (finished = resolve));
    let lastRecorded = 0;
    const subscription = bus.subscribe(topic, {
      group,
      handle: async (batch) => {
        matches += await matchBatch(
          store,
          queries,
          batch.map((message) => message.payload),
        );
        lastRecorded = performance.now();
        handled += batch.length;
        if (handled >= messages.length) finished();
      },
    });
    await groupStable(admin, group);

    let maxLag = 0;
    const sampler = setInterval(() => {
      consumerLag(admin, group, topic)
        .then(
          (lags) =>
            (maxLag = Math.max(
              maxLag,
              lags.reduce((n, p) => n + p.lag, 0),
            )),
        )
        .catch(() => undefined);
    }, LAG_SAMPLE_MS);
    const publisher = new Worker(new URL('./alerts-kafka-publisher.js', import.meta.url), {
      workerData: { brokers, topic, messages },
    });
    const reply = () => new Promise((resolve, reject) => publisher.once('message', resolve).once('error', reject));
    await reply(); // ready
    const started = performance.now();
    const publishing = reply();
    publisher.postMessage('go');
    const sent = await publishing;
    if (sent.error) throw new Error(`publishing failed: ${sent.error}`);
    const published = sent.published - performance.timeOrigin;
    await allHandled;
    await publisher.terminate();
    const seconds = (lastRecorded - started) / 1000;
    clearInterval(sampler);
    // The offsets are committed right after the last batch's handler resolved; the group then lags by nothing.
    await subscription.close();
    const finalLag = await consumerLag(admin, group, topic);
    return { seconds, publishSeconds: (published - started) / 1000, matches, handled, maxLag, finalLag, group };
  } finally {
    await bus.close();
    await admin.deleteGroups([group]).catch(() => undefined);
    if (deleteTopicAfter) await admin.deleteTopics({ topics: [topic] }).catch(() => undefined);
    await admin.disconnect();
  }
}

/** Waits until the group's consumer joined and got its partitions, so the clock does not count the join. */
async function groupStable(admin, group) {
  for (let waited = 0; waited < 60_000; waited += 100) {
    const { groups } = await admin.describeGroups([group]);
    if (groups[0]?.state === 'Stable' && groups[0].members.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`consumer group ${group} did not become stable within 60 s`);
}

/** A topic created a moment ago may not have its leaders in the client's metadata yet. */
async function retried(request) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await request();
    } catch (error) {
      if (!error?.retriable || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
