import type { Admin } from 'kafkajs';
import { deadLetterTopic } from '../message-bus.port.js';

export interface TopicSettings {
  /** Partitions of a topic created by the bus: the most consumers of one group that work in parallel. */
  readonly partitions: number;
  /** How long the broker keeps messages (`retention.ms`): the window in which a topic can be replayed. */
  readonly retentionMs: number;
}

/**
 * Creates a topic and its dead-letter topic with explicit partitions and retention unless they exist (the
 * broker's automatic creation is off and would pick its own defaults). The dead-letter topic has one partition:
 * parked messages are few, and one partition keeps them in the order they were parked.
 */
export async function ensureTopics(admin: Admin, topic: string, settings: TopicSettings): Promise<void> {
  const existing = new Set(await admin.listTopics());
  const retention = [{ name: 'retention.ms', value: String(settings.retentionMs) }];
  const wanted = [
    { topic, numPartitions: settings.partitions, configEntries: retention },
    { topic: deadLetterTopic(topic), numPartitions: 1, configEntries: retention },
  ].filter((entry) => !existing.has(entry.topic));
  if (wanted.length === 0) return;
  try {
    await admin.createTopics({ topics: wanted, waitForLeaders: true });
  } catch (error) {
    // Another process created them in between: fine, they exist now.
    if (!(error instanceof Error && /already exists/i.test(error.message))) throw error;
  }
}
