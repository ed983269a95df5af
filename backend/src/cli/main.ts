#!/usr/bin/env node
/**
 * Operator commands: `npm run --silent cli -- <command> [args]`. Each command lives in its own module and is
 * registered here; output meant for other programs goes to stdout, diagnostics to stderr.
 */
import { commands } from './commands.js';

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? commands.find((c) => c.name === name) : undefined;
  if (!command) {
    if (name && name !== 'help' && name !== '--help') console.error(`Unknown command: ${name}\n`);
    console.error('Usage: npm run --silent cli -- <command> [options]\n\nCommands:');
    for (const c of commands) console.error(`  ${c.name.padEnd(18)} ${c.summary}`);
    return name && name !== 'help' && name !== '--help' ? 2 : 0;
  }
  return command.run(args);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
