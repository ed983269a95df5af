// Preloaded into the app process by `npm run bench -- import` (node --import): records the event loop delay
// of the app's main thread with perf_hooks.monitorEventLoopDelay. Over the IPC channel, 'loop-delay:reset'
// starts a fresh recording (the bench sends it once the app listens, so start-up is not counted) and
// 'loop-delay:report' answers with the figures in milliseconds. (Signals would not do: Nest shuts down on
// SIGUSR2, and an app stopped by SIGTERM never emits 'exit'.)
import { monitorEventLoopDelay } from 'node:perf_hooks';

if (process.send) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const ms = (ns) => Math.round((ns / 1e6) * 10) / 10;
  process.on('message', (message) => {
    if (message === 'loop-delay:reset') histogram.reset();
    if (message === 'loop-delay:report') {
      process.send({
        loopDelay: {
          p50: ms(histogram.percentile(50)),
          p95: ms(histogram.percentile(95)),
          p99: ms(histogram.percentile(99)),
          max: ms(histogram.max),
          samples: histogram.count,
        },
      });
    }
  });
  process.channel?.unref(); // the IPC channel must not keep the app alive
}
