import type { Admin } from 'kafkajs';

export interface PartitionLag {
  readonly topic: string;
  readonly partition: number;
  /** Messages in the partition the group has not committed yet. */
  readonly lag: number;
}

/**
 * A consumer group's lag per partition: the partition's end offset minus the group's committed offset (a group
 * that never committed lags by everything the partition still holds).
 */
export async function consumerLag(admin: Admin, groupId: string, topic: string): Promise<PartitionLag[]> {
  const [ends, committed] = await Promise.all([
    admin.fetchTopicOffsets(topic),
    admin.fetchOffsets({ groupId, topics: [topic] }),
  ]);
  const committedByPartition = new Map(
    (committed.find((entry) => entry.topic === topic)?.partitions ?? []).map((p) => [p.partition, Number(p.offset)]),
  );
  return ends
    .map(({ partition, high, low }) => {
      const done = committedByPartition.get(partition) ?? -1;
      const from = done >= 0 ? done : Number(low);
      return { topic, partition, lag: Math.max(0, Number(high) - from) };
    })
    .sort((a, b) => a.partition - b.partition);
}
