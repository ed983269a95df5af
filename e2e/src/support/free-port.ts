import { createServer, type Server } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * `count` distinct free ports. Each socket stays bound until all are known: two `freePort()` calls in a row may
 * return the same port (the first is closed before the second is asked), which once gave the demo's app and its
 * portal replica one port.
 */
export async function freePorts(count: number): Promise<number[]> {
  const bound: Server[] = [];
  try {
    for (let i = 0; i < count; i++) bound.push(await listenOn(0));
    return bound.map((server) => (server.address() as { port: number }).port);
  } finally {
    await Promise.all(bound.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}

/**
 * `count` consecutive free ports, for a program that takes a base port and uses the next ones too (the demo's
 * worker health ports, stripe-mock's HTTPS port). Below Linux's ephemeral range (32768–60999), so the clients'
 * outgoing connections cannot take one of them between this check and the program's start.
 */
export async function freePortRange(count: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * (12_000 - count));
    const bound: Server[] = [];
    try {
      for (let port = base; port < base + count; port++) bound.push(await listenOn(port));
      return base;
    } catch {
      // one of them is taken: another base
    } finally {
      await Promise.all(bound.map((server) => new Promise((resolve) => server.close(resolve))));
    }
  }
  throw new Error(`no ${count} consecutive free ports between 20000 and 32000`);
}

function listenOn(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
