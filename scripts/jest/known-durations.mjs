// Reads a log of .ci/run on stdin and prints known-durations.json: every test file Jest reported with its duration
// (files over 5 s: "PASS e2e e2e/src/... (81.483 s)"), in seconds, per profile (the jest-distributed and
// journeys-distributed blocks run TEST_PROFILE=distributed; the frontend suite, which runs beside the distributed run
// in the block jest-distributed+frontend, runs without it). The slow-first sequencer reads it.
import { text } from 'node:stream/consumers';

const log = await text(process.stdin);
const table = {
  source: 'CI log of a fresh-clone run of .ci/run: test files over 5 s, seconds',
  embedded: {},
  distributed: {},
};
let block = '';
for (const line of log.split('\n')) {
  const started = /^::: block ([\w+-]+):/.exec(line);
  if (started) block = started[1];
  const file = /^(?:PASS|FAIL) (\S+) (\S+) \(([\d.]+) s\)$/.exec(line);
  if (!file) continue;
  const [, project, relative, seconds] = file;
  const key = project === 'frontend' ? `frontend/${relative}` : relative;
  const distributedRun = block.endsWith('-distributed') || block.startsWith('jest-distributed+');
  const profile = distributedRun && project !== 'frontend' ? 'distributed' : 'embedded';
  table[profile][key] = Math.round(Number(seconds));
}
for (const profile of ['embedded', 'distributed'])
  table[profile] = Object.fromEntries(Object.entries(table[profile]).sort(([, a], [, b]) => b - a));
process.stdout.write(`${JSON.stringify(table, null, 2)}\n`);
