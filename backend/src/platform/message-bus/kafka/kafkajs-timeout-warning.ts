import { Kafka, type KafkaConfig } from 'kafkajs';

/**
 * kafkajs 2.2.4 on Node 24: on every connection its request queue schedules a check `throttledUntil - Date.now()`
 * ms ahead, about minus the epoch while nothing is throttled, and Node prints a `TimeoutNegativeWarning` to
 * stderr (upstream tulios/kafkajs#1751; the merged fix is in no release). Node sets such a delay to 1 ms, which is
 * what kafkajs meant, so the warning says nothing; printed at each connection of every process of the distributed
 * profile, it read like a fault in the logs. This drops exactly that warning (its name, and kafkajs's request
 * queue in its stack) and hands every other warning to Node's own printing unchanged. Installed once per process,
 * by the first Kafka client it creates.
 */
let installed = false;

/** A kafkajs client, with the warning dropped in this process: every client (the app's and the tests') comes here. */
export function kafkaClient(config: KafkaConfig): Kafka {
  dropKafkajsTimeoutWarning();
  return new Kafka(config);
}

export function dropKafkajsTimeoutWarning(): void {
  if (installed) return;
  installed = true;
  const printers = process.listeners('warning');
  process.removeAllListeners('warning');
  process.on('warning', (warning) => {
    if (isKafkajsTimeoutWarning(warning)) return;
    for (const print of printers) print(warning);
  });
}

export function isKafkajsTimeoutWarning(warning: Error): boolean {
  return (
    warning.name === 'TimeoutNegativeWarning' &&
    /[\\/]kafkajs[\\/]src[\\/]network[\\/]requestQueue[\\/]/.test(warning.stack ?? '')
  );
}
