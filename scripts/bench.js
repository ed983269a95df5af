// `npm run bench -- <name> [options]`: runs scripts/bench/<name>.js, whose `run(args)` gets the remaining
// arguments. The npm script builds the server first, so benches can import compiled workspace code.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';

const benchDir = fileURLToPath(new URL('./bench/', import.meta.url));
const available = readdirSync(benchDir)
  .filter((file) => file.endsWith('.js'))
  .map((file) => file.slice(0, -3))
  .sort();

const [name, ...args] = process.argv.slice(2);
if (!name || !available.includes(name)) {
  if (name) console.error(`Unknown benchmark "${name}".`);
  console.error(`Usage: npm run bench -- <name> [options]\nAvailable benchmarks: ${available.join(', ') || '(none)'}`);
  process.exit(1);
}

const bench = await import(pathToFileURL(join(benchDir, `${name}.js`)).href);
if (typeof bench.run !== 'function') {
  console.error(`scripts/bench/${name}.js does not export run(args)`);
  process.exit(1);
}
await bench.run(args);
