// Preloaded into the app process by `npm run bench -- import --cpu-prof DIR` (node --import): records a CPU
// profile of the app's main thread over the same window as the loop-delay probe. 'loop-delay:reset' starts it,
// 'loop-delay:report' writes it to DIR as import-<time>.cpuprofile (open in Chrome DevTools) and answers
// { cpuProfile: file }. Node's own --cpu-prof would not do: it writes on a normal exit only, and the bench
// stops the app with SIGTERM.
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.BENCH_CPU_PROF_DIR;
if (process.send && dir) {
  const session = new Session();
  session.connect();
  let recording = false;
  process.on('message', async (message) => {
    if (message === 'loop-delay:reset' && !recording) {
      recording = true;
      await session.post('Profiler.setSamplingInterval', { interval: 500 });
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    }
    if (message === 'loop-delay:report' && recording) {
      recording = false;
      const { profile } = await session.post('Profiler.stop');
      const file = join(dir, `import-${Date.now()}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      process.send({ cpuProfile: file });
    }
  });
}
