import mongoose, { type Connection } from 'mongoose';
import type { ComponentHealth } from '../../health/health-registry.js';
import { databaseOf } from './mongo-connection.js';

// mongoose is CommonJS: its enums come with the default export under native ESM.
const { ConnectionStates } = mongoose;

export const MONGO_READ_STORE_HEALTH = 'read-store-mongo';

/** A ping that does not answer within this long makes the component degraded (an overloaded or lost server). */
const PING_TIMEOUT_MS = 2000;

/**
 * The read store's component of `/api/health`: whether the MongoDB server answers a ping, how fast, and the
 * connection state. Never the URL (it may hold credentials). Register with
 * `registry.register(MONGO_READ_STORE_HEALTH, mongoHealthCheck(connection))`.
 */
export function mongoHealthCheck(connection: Connection): () => Promise<ComponentHealth> {
  return async () => {
    const state = ConnectionStates[connection.readyState] ?? String(connection.readyState);
    const started = performance.now();
    try {
      if (connection.readyState !== ConnectionStates.connected) throw new Error(`connection ${state}`);
      await withTimeout(databaseOf(connection).command({ ping: 1 }), PING_TIMEOUT_MS);
      const pingMs = Math.round(performance.now() - started);
      return { name: MONGO_READ_STORE_HEALTH, status: 'ok', details: { state, pingMs, lastError: null } };
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      return { name: MONGO_READ_STORE_HEALTH, status: 'degraded', details: { state, pingMs: null, lastError } };
    }
  };
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
