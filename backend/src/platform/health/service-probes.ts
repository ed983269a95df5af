import { BACKWARDS, END, KurrentDBClient } from '@kurrent/kurrentdb-client';
import { logLevel } from 'kafkajs';
import { kafkaClient } from '../message-bus/kafka/kafkajs-timeout-warning.js';
import { openMongoConnection } from '../read-store/mongo/mongo-connection.js';
import { mongoHealthCheck } from '../read-store/mongo/mongo-health.js';

/**
 * Protocol checks of the distributed profile's servers, for `npm run services -- status` (an open port is not
 * enough: a broker still starting or a foreign server on the port must not count as answering). Each check
 * answers within about `timeoutMs` and never throws; errors never echo the URL (it may hold credentials).
 */
export type ProbeResult =
  { readonly ok: true; readonly detail: string } | { readonly ok: false; readonly error: string };

const DEFAULT_TIMEOUT_MS = 5000;

/** Kafka answers a metadata request (kafkajs `describeCluster`): brokers and controller. */
export async function probeKafka(brokers: readonly string[], timeoutMs = DEFAULT_TIMEOUT_MS): Promise<ProbeResult> {
  const kafka = kafkaClient({
    clientId: 'insolvenzmonitor-services',
    brokers: [...brokers],
    connectionTimeout: timeoutMs,
    requestTimeout: timeoutMs,
    retry: { retries: 0 },
    logLevel: logLevel.NOTHING,
  });
  const admin = kafka.admin();
  return settle(timeoutMs, async () => {
    try {
      await admin.connect();
      const cluster = await admin.describeCluster();
      return `metadata: ${cluster.brokers.length} broker(s), controller ${cluster.controller ?? 'none'}`;
    } finally {
      await admin.disconnect().catch(() => undefined);
    }
  });
}

/** MongoDB (or FerretDB) answers `ping` on the database named in the URL: the read store's own health check. */
export async function probeMongo(url: string, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<ProbeResult> {
  return settle(timeoutMs, async () => {
    const connection = await openMongoConnection(url, { serverSelectionTimeoutMS: timeoutMs });
    try {
      const health = await mongoHealthCheck(connection)();
      if (health.status !== 'ok') throw new Error(String(health.details.lastError));
      return `ping answered in ${health.details.pingMs} ms`;
    } finally {
      await connection.close().catch(() => undefined);
    }
  });
}

/** KurrentDB answers a gRPC read of the last event of `$all`. */
export async function probeKurrentDb(connectionString: string, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<ProbeResult> {
  let client: KurrentDBClient;
  try {
    client = KurrentDBClient.connectionString(connectionString);
  } catch {
    return { ok: false, error: 'not a KurrentDB connection string (e.g. kurrentdb://127.0.0.1:2113?tls=false)' };
  }
  return settle(timeoutMs, async () => {
    try {
      let events = 0;
      for await (const _ of client.readAll({ fromPosition: END, direction: BACKWARDS, maxCount: 1 })) events++;
      return events === 0 ? 'read of $all answered (empty log)' : 'read of $all answered';
    } catch (error) {
      // The client's bridge reports a refused or lost connection only by its type.
      if ((error as { type?: unknown }).type === 'unavailable')
        throw new Error('unavailable: no gRPC connection', { cause: error });
      throw error;
    } finally {
      await client.dispose().catch(() => undefined);
    }
  });
}

async function settle(timeoutMs: number, check: () => Promise<string>): Promise<ProbeResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs + 1000);
  });
  try {
    return { ok: true, detail: await Promise.race([check(), timeout]) };
  } catch (error) {
    return { ok: false, error: firstLine(error instanceof Error ? error.message : String(error)) };
  } finally {
    clearTimeout(timer);
  }
}

function firstLine(text: string): string {
  return text.split('\n')[0].trim() || 'unknown error';
}
