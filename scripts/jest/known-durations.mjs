// Reads a log of .ci/run on stdin and prints known-durations.json: every test file Jest reported with its duration
// (files over 5 s: "PASS e2e e2e/src/... (81.483 s)"), in seconds, per profile: a Jest run's profile is
// TEST_PROFILE=distributed in its command. A block's command is echoed before its output ("::: block name: cmd"); in
// a block of lanes side by side (`together` in .ci/run: the distributed run beside the frontend suite and the
// embedded suites after it) each lane's output follows its own line ("::: cmd (N s)"). The slow-first sequencer
// reads it.
import { text } from 'node:stream/consumers';

const log = await text(process.stdin);
const table = {
  source: 'CI log of a fresh-clone run of .ci/run: test files over 5 s, seconds',
  embedded: {},
  distributed: {},
};
let distributedRun = false;
for (const line of log.split('\n')) {
  if (line.startsWith('::: ')) distributedRun = line.includes('TEST_PROFILE=distributed');
  const file = /^(?:PASS|FAIL) (\S+) (\S+) \(([\d.]+) s\)$/.exec(line);
  if (!file) continue;
  const [, project, relative, seconds] = file;
  const key = project === 'frontend' ? `frontend/${relative}` : relative;
  const profile = distributedRun && project !== 'frontend' ? 'distributed' : 'embedded';
  table[profile][key] = Math.round(Number(seconds));
}
for (const profile of ['embedded', 'distributed'])
  table[profile] = Object.fromEntries(Object.entries(table[profile]).sort(([, a], [, b]) => b - a));
process.stdout.write(`${JSON.stringify(table, null, 2)}\n`);
