// The new-case feed's side of the Kafka alerts benchmark, in a worker thread (in the app the relay and the
// matcher are separate event loops too): waits for "go", publishes the messages keyed by case id, 500 per send
// as NewCaseFeed does, and reports when the last send was acknowledged.
import { parentPort, workerData } from 'node:worker_threads';
import { KafkaMessageBus } from '@insolvenz/backend/platform/message-bus/kafka/kafka-message-bus.js';

const PUBLISH_BATCH = 500;
const { brokers, topic, messages } = workerData;
const bus = new KafkaMessageBus({
  brokers,
  clientId: 'insolvenzmonitor-bench-feed',
  log: (line) => console.error(line),
});

parentPort.once('message', async () => {
  try {
    for (let start = 0; start < messages.length; start += PUBLISH_BATCH) {
      const batch = messages.slice(start, start + PUBLISH_BATCH);
      await bus.publish(
        topic,
        batch.map((payload) => ({ key: String(payload.caseId), payload })),
      );
    }
    parentPort.postMessage({ published: performance.timeOrigin + performance.now() });
  } catch (error) {
    parentPort.postMessage({ error: String(error?.stack ?? error) });
  } finally {
    await bus.close();
  }
});
parentPort.postMessage({ ready: true });
