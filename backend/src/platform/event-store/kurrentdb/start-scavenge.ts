import { createRequire } from 'node:module';
import type { KurrentDBClient } from '@kurrent/kurrentdb-client';
import type { OperationsClient } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/operations_grpc_pb.js';
import type { ScavengeResp } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/operations_pb.js';

// The generated stubs are CommonJS whose exports Node's ESM loader cannot name: load them with require.
const require = createRequire(import.meta.url);
const { OperationsClient: Operations } =
  require('@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/operations_grpc_pb.js') as typeof import('@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/operations_grpc_pb.js');
const { StartScavengeReq } =
  require('@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/operations_pb.js') as typeof import('@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/operations_pb.js');

/** The client's protected `execute`: runs a call of a generated gRPC client on the client's own connection. */
type Execute = <T>(
  client: typeof OperationsClient,
  debugName: string,
  action: (operations: OperationsClient) => Promise<T>,
) => Promise<T>;

/**
 * Starts a scavenge (KurrentDB's Operations.StartScavenge) and returns its id. `@kurrent/kurrentdb-client` 1.3.1
 * ships the generated Operations client but no method for it, so the call runs through the client's connection
 * handling (`execute`: node selection, reconnects) with the generated stubs.
 */
export async function startScavenge(client: KurrentDBClient): Promise<string> {
  const execute = (client as unknown as { execute: Execute }).execute;
  const request = new StartScavengeReq();
  const options = new StartScavengeReq.Options();
  options.setThreadCount(1);
  options.setStartFromChunk(0);
  request.setOptions(options);
  const response = await execute(
    Operations,
    'startScavenge',
    (operations) =>
      new Promise<ScavengeResp>((resolve, reject) =>
        operations.startScavenge(request, (error, reply) => (error ? reject(error) : resolve(reply))),
      ),
  );
  return response.getScavengeId();
}
