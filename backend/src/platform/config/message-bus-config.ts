/**
 * Which message bus carries the new-case feed, and which process runs the alert matcher (issue #15).
 * `ALERT_MATCHER=worker` moves the matcher into `npm run worker -- alerts`; the feed then publishes into a bus
 * that crosses processes, which only Kafka does: an in-process bus would hand every message to no one.
 */
export type MessageBusConfig =
  { readonly kind: 'in-process' } | { readonly kind: 'kafka'; readonly brokers: readonly string[] };

export type AlertMatcherPlacement = 'in-process' | 'worker';

export function loadMessageBusConfig(
  value: (name: string) => string | undefined,
  problems: string[],
): { readonly messageBus: MessageBusConfig; readonly alertMatcher: AlertMatcherPlacement } {
  const busRaw = value('MESSAGE_BUS') ?? 'in-process';
  let messageBus: MessageBusConfig = { kind: 'in-process' };
  if (busRaw === 'kafka') {
    const brokers = (value('KAFKA_BROKERS') ?? '')
      .split(',')
      .map((broker) => broker.trim())
      .filter((broker) => broker !== '');
    if (brokers.length === 0) problems.push('KAFKA_BROKERS (host:port,…) is required for MESSAGE_BUS=kafka');
    else if (brokers.some((broker) => !/^[^\s:/]+:\d{1,5}$/.test(broker))) {
      problems.push(`KAFKA_BROKERS must be a comma-separated list of host:port, got "${brokers.join(',')}"`);
    }
    messageBus = { kind: 'kafka', brokers };
  } else if (busRaw !== 'in-process') {
    problems.push(`MESSAGE_BUS must be "in-process" or "kafka", got "${busRaw}"`);
  }

  const matcherRaw = value('ALERT_MATCHER') ?? 'in-process';
  if (matcherRaw !== 'in-process' && matcherRaw !== 'worker') {
    problems.push(`ALERT_MATCHER must be "in-process" or "worker", got "${matcherRaw}"`);
  } else if (matcherRaw === 'worker' && busRaw !== 'kafka') {
    problems.push(
      'ALERT_MATCHER=worker needs MESSAGE_BUS=kafka: an in-process bus cannot carry the new-case feed to another process',
    );
  }
  return { messageBus, alertMatcher: matcherRaw === 'worker' ? 'worker' : 'in-process' };
}
