// Helpers shared by the benchmarks: number formatting, machine facts, progress, free ports.
import { createServer } from 'node:net';
import { availableParallelism, cpus } from 'node:os';
import { DatabaseSync } from 'node:sqlite';

export function fmt(n) {
  return n.toLocaleString('en-US');
}

export function formatBytes(bytes) {
  return bytes >= 1024 ** 3 ? `${(bytes / 1024 ** 3).toFixed(2)} GiB` : `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
}

export function sqliteVersion() {
  const db = new DatabaseSync(':memory:');
  try {
    return db.prepare('SELECT sqlite_version() AS v').get().v;
  } finally {
    db.close();
  }
}

/** The line every benchmark prints first, so figures can be read against the machine they came from. */
export function machineLine() {
  return (
    `machine: ${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, ` +
    `SQLite ${sqliteVersion()}`
  );
}

/** Progress on stderr when it is a terminal; silent in CI logs. */
export function progressReporter(label, total) {
  if (!process.stderr.isTTY) return () => undefined;
  let next = 0;
  return (done) => {
    if (done < next && done < total) return;
    next = done + Math.max(1, Math.floor(total / 20));
    process.stderr.write(`\r\x1b[K${label}: ${fmt(done)} / ${fmt(total)}${done >= total ? '\r\x1b[K' : ''}`);
  };
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
