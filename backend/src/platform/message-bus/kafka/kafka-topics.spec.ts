import type { Admin } from 'kafkajs';
import { ensureTopics } from './kafka-topics.js';

/** An admin client whose metadata answers are `answers` in turn (an Error is thrown), the last one repeated. */
function adminAnswering(...answers: (Error | { leader: number }[])[]) {
  const created: string[][] = [];
  let asked = 0;
  const admin = {
    listTopics: async () => [],
    createTopics: async ({ topics }: { topics: { topic: string }[] }) => {
      created.push(topics.map((entry) => entry.topic));
      return true;
    },
    fetchTopicMetadata: async ({ topics }: { topics: string[] }) => {
      const answer = answers[Math.min(asked++, answers.length - 1)]!;
      if (answer instanceof Error) throw answer;
      return { topics: topics.map((name) => ({ name, partitions: answer.map((p, i) => ({ partitionId: i, ...p })) })) };
    },
  } as unknown as Admin;
  return { admin, created, asked: () => asked };
}

const protocolError = (type: string, message: string) => Object.assign(new Error(message), { type });
const settings = { partitions: 2, retentionMs: 86_400_000 };

describe('Kafka topics', () => {
  it('creates the topic and its dead-letter topic and waits until the broker knows their leaders', async () => {
    const notHosted = protocolError('UNKNOWN_TOPIC_OR_PARTITION', 'This server does not host this topic-partition');
    const { admin, created, asked } = adminAnswering(
      notHosted,
      protocolError('LEADER_NOT_AVAILABLE', 'There is no leader for this topic-partition'),
      [{ leader: -1 }, { leader: 1 }],
      [{ leader: 1 }, { leader: 1 }],
    );
    await ensureTopics(admin, 'insolvenz.cases', settings);
    expect(created).toEqual([['insolvenz.cases', 'insolvenz.cases.dlq']]);
    expect(asked()).toBe(4);
  });

  it('passes on any other error of the broker', async () => {
    const { admin } = adminAnswering(protocolError('TOPIC_AUTHORIZATION_FAILED', 'Not authorized to access topics'));
    await expect(ensureTopics(admin, 'insolvenz.cases', settings)).rejects.toThrow('Not authorized');
  });
});
