/**
 * Operator commands: `npm run --silent cli -- <command> [args]`. Each command lives in its own module and is
 * registered here; output meant for other programs goes to stdout, diagnostics to stderr.
 */
import { commands } from './commands.js';
import { failureText } from './failure-text.js';
import { usageText } from './usage.js';

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? commands.find((c) => c.name === name) : undefined;
  if (!command) {
    const usage = usageText(
      { command: 'npm run --silent cli -- <Befehl> [Optionen]', noun: 'Befehl', heading: 'Befehle' },
      name,
      commands.map((c) => [c.name, c.summary] as const),
      18,
    );
    console.error(usage.text);
    return usage.code;
  }
  return command.run(args);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(failureText(error));
    process.exit(1);
  },
);
