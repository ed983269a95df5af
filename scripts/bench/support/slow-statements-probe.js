// Preloaded into the app process by `npm run bench -- retention --slow-statements MS` (node --import; worker
// threads inherit it): times every node:sqlite call (a statement's run/get/all, a connection's exec/prepare) on
// every thread and keeps those slower than MS, with the SQL and our frames of the stack. A synchronous call
// waiting for another connection's write lock (SQLite's busy handler sleeps 1, 2, 5, 10 … 100 ms, so such
// waits last 328, 428, 528 ms …) stalls the whole event loop; a CPU profile does not show it (no samples while
// the thread sleeps), this does. Workers post their entries to the main thread; between 'loop-delay:reset' and
// 'loop-delay:report' (the bench's measuring window) the main thread keeps them and answers the report with
// { slowStatements: [{ thread, ms, call, sql, stack }] }.
import { DatabaseSync, StatementSync } from 'node:sqlite';
import { BroadcastChannel, isMainThread, threadId } from 'node:worker_threads';

const limitMs = Number(process.env.BENCH_SLOW_STATEMENTS_MS);
if (limitMs > 0) {
  const channel = new BroadcastChannel('bench-slow-statements');
  channel.unref();
  let recording = false;
  const kept = [];
  const keep = (entry) => {
    if (recording) kept.push(entry);
  };
  if (isMainThread) channel.onmessage = ({ data }) => keep(data);

  const ours = (stack) =>
    stack
      .split('\n')
      .slice(3)
      .filter((line) => /\/(backend|projections)\/dist\//.test(line))
      .slice(0, 5)
      .map((line) => line.trim().replace(/file:\/\/\S*\/(backend|projections)\/dist\//, '$1/'));
  const timed = (proto, call, sqlOf) => {
    const original = proto[call];
    proto[call] = function (...args) {
      const started = performance.now();
      try {
        return original.apply(this, args);
      } finally {
        const ms = performance.now() - started;
        if (ms > limitMs) {
          const sql = String(sqlOf(this, args)).replace(/\s+/g, ' ').trim().slice(0, 160);
          const entry = { thread: threadId, ms: Math.round(ms), call, sql, stack: ours(new Error().stack) };
          if (isMainThread) keep(entry);
          else channel.postMessage(entry);
        }
      }
    };
  };
  for (const call of ['run', 'get', 'all', 'iterate']) timed(StatementSync.prototype, call, (s) => s.sourceSQL);
  timed(DatabaseSync.prototype, 'exec', (_db, args) => args[0]);
  timed(DatabaseSync.prototype, 'prepare', (_db, args) => `(prepare) ${args[0]}`);

  if (isMainThread && process.send) {
    process.on('message', (message) => {
      if (message === 'loop-delay:reset') {
        kept.length = 0;
        recording = true;
      }
      if (message === 'loop-delay:report') {
        recording = false;
        process.send({ slowStatements: kept.splice(0) });
      }
    });
  }
}
