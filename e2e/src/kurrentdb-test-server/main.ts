/** `npm run kurrentdb-test-server -- --port 2113 --data DIR` (scripts/services/kurrentdb.sh runs it in the background). */
import { parseCliArgs, USAGE } from './cli-args.js';
import { startKurrentDbTestServer } from './kurrentdb-test-server.js';

let options;
try {
  options = parseCliArgs(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const server = await startKurrentDbTestServer({ port: options.port, dataDir: options.dataDir });
// Scripts read the port from this line (with --port 0).
console.log(`kurrentdb test server listening on 127.0.0.1:${server.port} (${server.connectionString})`);
console.log(options.dataDir ? `log file in ${options.dataDir}` : 'log in memory only (no --data)');

const stop = (signal: string) => {
  console.log(`kurrentdb test server: ${signal}, shutting down`);
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
// A parent that dies without stopping the server (SIGKILL, a forced exit) closes the pipe: the server goes with it
// instead of living on as an orphan that holds the CI block's output open.
if (options.exitWithStdin) {
  process.stdin.once('end', () => stop('standard input closed'));
  process.stdin.resume();
}
