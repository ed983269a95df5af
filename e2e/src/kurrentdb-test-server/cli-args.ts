export const USAGE = `Usage: npm run kurrentdb-test-server -- [--port 2113] [--data DIR]

A KurrentDB test double for CI and development (gRPC, insecure, 127.0.0.1 only; never for production).
  --port N    port to listen on (default 2113; 0 picks a free one)
  --data DIR  directory of the log file (default: in memory, lost at exit)
  --exit-with-stdin
              shut down when standard input closes (a test process that spawned the server died)`;

export interface CliOptions {
  readonly port: number;
  readonly dataDir?: string;
  readonly help: boolean;
  readonly exitWithStdin: boolean;
}

export function parseCliArgs(args: readonly string[]): CliOptions {
  let port = 2113;
  let dataDir: string | undefined;
  let help = false;
  let exitWithStdin = false;
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i].split('=', 2);
    const value = () => {
      const raw = inline ?? args[++i];
      if (raw === undefined) throw new Error(`${flag} needs a value\n${USAGE}`);
      return raw;
    };
    if (flag === '--help' || flag === '-h') help = true;
    else if (flag === '--port') {
      const raw = value();
      port = Number(raw);
      if (!/^\d+$/.test(raw) || port > 65535) throw new Error(`--port must be a port number, got "${raw}"`);
    } else if (flag === '--data') dataDir = value();
    else if (flag === '--exit-with-stdin' && inline === undefined) exitWithStdin = true;
    else throw new Error(`unknown option ${args[i]}\n${USAGE}`);
  }
  return { port, dataDir, help, exitWithStdin };
}
