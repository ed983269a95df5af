import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { loadPackageDefinition, Server, ServerCredentials, type GrpcObject, type sendUnaryData } from '@grpc/grpc-js';
import { loadSync } from '@grpc/proto-loader';
import { EventLog } from './log/event-log.js';
import { streamsService } from './grpc/streams-service.js';

/**
 * A test double of KurrentDB for CI and development (no KurrentDB server can be installed on these machines):
 * the subset of its public gRPC protocol that `@kurrent/kurrentdb-client` uses for this application, from the
 * client's `.proto` files (protos/, Apache-2.0, github.com/kurrent-io/KurrentDB-Client-NodeJS). Never a
 * production profile: single node, no TLS, no authentication, data in one JSON-lines file.
 */
export interface KurrentDbTestServerOptions {
  /** 0 picks a free port. */
  readonly port?: number;
  /** Directory of the log file; without one the log lives in memory only. */
  readonly dataDir?: string;
}

export interface KurrentDbTestServer {
  readonly port: number;
  /** Connection string for the client: single node, insecure. */
  readonly connectionString: string;
  /** Scavenges started so far (ids), for tests of the retention's scavenge request. */
  readonly scavenges: readonly string[];
  /** Stops at once, cutting open calls and subscriptions (as a crashed or restarted server would). */
  close(): Promise<void>;
}

/** Reported by ServerFeatures; the client gates optional calls on the methods listed, not on this. */
export const TEST_SERVER_VERSION = '24.10.0';

const PROTO_ROOT = fileURLToPath(new URL('../../src/kurrentdb-test-server/protos', import.meta.url));

/** The methods this server implements, as ServerFeatures.GetSupportedMethods lists them. */
const SUPPORTED_METHODS = [
  ['event_store.client.streams.streams', 'read', ['position', 'events']],
  ['event_store.client.streams.streams', 'append', []],
  ['event_store.client.streams.streams', 'delete', []],
  ['event_store.client.streams.streams', 'tombstone', []],
  ['event_store.client.operations.operations', 'startscavenge', []],
  ['event_store.client.server_features.serverfeatures', 'getsupportedmethods', []],
] as const;

export async function startKurrentDbTestServer(options: KurrentDbTestServerOptions = {}): Promise<KurrentDbTestServer> {
  const definition = loadSync(
    ['streams.proto', 'serverfeatures.proto', 'operations.proto'].map((f) => `kurrentdb/protocols/v1/${f}`),
    { includeDirs: [PROTO_ROOT], keepCase: true, longs: String, enums: String, defaults: false, oneofs: true },
  );
  const proto = loadPackageDefinition(definition) as unknown as {
    event_store: { client: Record<string, Record<string, GrpcObject[string]>> };
  };
  const service = (pkg: string, name: string) =>
    (proto.event_store.client[pkg][name] as unknown as { service: Parameters<Server['addService']>[0] }).service;

  const log = EventLog.open(options.dataDir ?? null);
  const scavenges: string[] = [];
  const server = new Server();
  server.addService(service('streams', 'Streams'), streamsService(log));
  server.addService(service('server_features', 'ServerFeatures'), {
    GetSupportedMethods(_call: unknown, callback: sendUnaryData<unknown>) {
      callback(null, {
        event_store_server_version: TEST_SERVER_VERSION,
        methods: SUPPORTED_METHODS.map(([service_name, method_name, features]) => ({
          service_name,
          method_name,
          features: [...features],
        })),
      });
    },
  });
  server.addService(service('operations', 'Operations'), {
    StartScavenge(_call: unknown, callback: sendUnaryData<unknown>) {
      const id = randomUUID();
      scavenges.push(id);
      // KurrentDB records a scavenge in the system stream $scavenges-<id>: system events the app filters out.
      const stream = `$scavenges-${id}`;
      const note = (type: string, data: object) => ({
        id: randomUUID(),
        type,
        contentType: 'application/json',
        data: Buffer.from(JSON.stringify(data)),
        customMetadata: Buffer.alloc(0),
      });
      log.append(stream, { kind: 'any' }, [note('$scavengeStarted', { scavengeId: id })]);
      const removed = log.scavenge();
      log.append(stream, { kind: 'any' }, [note('$scavengeCompleted', { scavengeId: id, eventsRemoved: removed })]);
      callback(null, { scavenge_id: id, scavenge_result: 'Started' });
    },
  });

  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync(`127.0.0.1:${options.port ?? 0}`, ServerCredentials.createInsecure(), (error, bound) =>
      error ? reject(error) : resolve(bound),
    ),
  );
  return {
    port,
    connectionString: `kurrentdb://127.0.0.1:${port}?tls=false`,
    scavenges,
    close: async () => {
      server.forceShutdown();
      log.close();
    },
  };
}
