import kafkajs, { type Admin } from 'kafkajs';
import { deadLetterTopic } from '../message-bus.port.js';

export interface TopicSettings {
  /** Partitions of a topic created by the bus: the most consumers of one group that work in parallel. */
  readonly partitions: number;
  /** How long the broker keeps messages (`retention.ms`): the window in which a topic can be replayed. */
  readonly retentionMs: number;
}

/** The longest a segment stays open (`segment.ms`), so that it can expire: see `retentionConfig`. */
export const MAX_SEGMENT_MS = 12 * 3600_000;

/**
 * The topic settings that bound how long a message stays on the broker. Kafka deletes whole segments once their
 * newest message is older than `retention.ms`, and a segment is closed only after `segment.ms` (broker default
 * 7 days): a message could stay retention + 7 days. Messages carry debtors' name tokens, which must be gone
 * within 14 days (docs/DESIGN.md §6), so segments roll after at most 12 hours: retention + 12 h at most.
 */
export function retentionConfig(retentionMs: number): { name: string; value: string }[] {
  return [
    { name: 'retention.ms', value: String(retentionMs) },
    { name: 'segment.ms', value: String(Math.min(retentionMs, MAX_SEGMENT_MS)) },
  ];
}

/**
 * Creates a topic and its dead-letter topic with explicit partitions and retention unless they exist (the
 * broker's automatic creation is off and would pick its own defaults), and sets the retention of topics that
 * exist (created by an earlier version or with another `KAFKA_RETENTION_HOURS`). The dead-letter topic has one
 * partition: parked messages are few, and one partition keeps them in the order they were parked.
 */
export async function ensureTopics(admin: Admin, topic: string, settings: TopicSettings): Promise<void> {
  const existing = new Set(await admin.listTopics());
  const configEntries = retentionConfig(settings.retentionMs);
  const all = [
    { topic, numPartitions: settings.partitions, configEntries },
    { topic: deadLetterTopic(topic), numPartitions: 1, configEntries },
  ];
  const wanted = all.filter((entry) => !existing.has(entry.topic));
  if (wanted.length > 0) {
    try {
      // Our own wait below: kafkajs's (the default `waitForLeaders: true`) fails on UNKNOWN_TOPIC_OR_PARTITION, which
      // the broker answers for a moment after creating a topic (a CI run under load, 2026-12-03).
      await admin.createTopics({ topics: wanted, waitForLeaders: false });
    } catch (error) {
      // Another process created them in between: fine, they exist now.
      if (!(error instanceof Error && /already exists/i.test(error.message))) throw error;
    }
    await waitForLeaders(
      admin,
      wanted.map((entry) => entry.topic),
    );
  }
  const kept = all.filter((entry) => existing.has(entry.topic));
  if (kept.length === 0) return;
  // Sets exactly these dynamic settings (the only ones the application gives its topics); the same on every start.
  await admin.alterConfigs({
    validateOnly: false,
    resources: kept.map((entry) => ({ type: kafkajs.ConfigResourceTypes.TOPIC, name: entry.topic, configEntries })),
  });
}

/** Metadata answers a broker gives for a moment after it created a topic. */
const NOT_READY_YET = new Set(['UNKNOWN_TOPIC_OR_PARTITION', 'LEADER_NOT_AVAILABLE']);
const LEADER_POLL_MS = 100;

/**
 * Waits until every partition of `topics` has a leader, so that the first send or subscription finds them.
 * kafkajs's own wait (`createTopics({ waitForLeaders: true })`) retries only LEADER_NOT_AVAILABLE and gives up on
 * UNKNOWN_TOPIC_OR_PARTITION ("This server does not host this topic-partition"), which the broker also answers for
 * a moment after creating a topic: a CI run failed on it (session 22).
 */
export async function waitForLeaders(admin: Admin, topics: readonly string[], timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: string;
  for (;;) {
    try {
      const { topics: found } = await admin.fetchTopicMetadata({ topics: [...topics] });
      const ready = (name: string) => {
        const partitions = found.find((topic) => topic.name === name)?.partitions ?? [];
        return partitions.length > 0 && partitions.every((partition) => partition.leader >= 0);
      };
      if (topics.every(ready)) return;
      last = 'a partition without a leader';
    } catch (error) {
      const type = (error as { type?: unknown }).type;
      if (typeof type !== 'string' || !NOT_READY_YET.has(type)) throw error;
      last = (error as Error).message;
    }
    if (Date.now() >= deadline) {
      throw new Error(`Kafka topics ${topics.join(', ')} have no leader after ${timeoutMs} ms (${last})`);
    }
    await new Promise((resolve) => setTimeout(resolve, LEADER_POLL_MS));
  }
}
