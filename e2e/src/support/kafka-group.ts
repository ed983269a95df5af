import { kafkaClient } from '@insolvenz/backend/platform/message-bus/kafka/kafkajs-timeout-warning.js';
import { AssignerProtocol, logLevel } from 'kafkajs';

/**
 * Waits until a consumer group is stable with `members` members that each hold at least one partition: a test
 * that wants every member to get a share of the messages publishes only then (a member that joins while the
 * others already drain the topic may otherwise get nothing before the topic is empty).
 */
export async function waitForConsumerGroup(
  brokers: string,
  groupId: string,
  members: number,
  timeoutMs = 90_000,
): Promise<void> {
  const admin = kafkaClient({
    clientId: 'e2e-group-watch',
    brokers: brokers.split(','),
    logLevel: logLevel.NOTHING,
  }).admin();
  await admin.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [group] = (await admin.describeGroups([groupId])).groups;
      const partitions = (group?.members ?? []).map((member) => {
        const decoded = AssignerProtocol.MemberAssignment.decode(member.memberAssignment);
        return Object.values(decoded?.assignment ?? {}).reduce((n, list) => n + list.length, 0);
      });
      if (group?.state === 'Stable' && partitions.length === members && partitions.every((n) => n > 0)) return;
      if (Date.now() > deadline) {
        throw new Error(`consumer group ${groupId}: ${group?.state}, partitions per member ${partitions.join(',')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await admin.disconnect();
  }
}
