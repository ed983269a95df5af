// A bare Node process beside the benchmarked app that does nothing but sample its own event-loop delay
// (perf_hooks.monitorEventLoopDelay): on a loaded machine the scheduler alone can stall any process; this
// process's max shows how much of the app's liveness figure the machine itself causes. 'loop-delay:reset'
// starts a fresh recording, 'loop-delay:report' answers with the figures in milliseconds (IPC, as
// loop-delay-probe.js does in the app).
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
const ms = (ns) => Math.round((ns / 1e6) * 10) / 10;
process.on('message', (message) => {
  if (message === 'loop-delay:reset') histogram.reset();
  if (message === 'loop-delay:report') {
    process.send({
      loopDelay: { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) },
    });
  }
});
process.on('disconnect', () => process.exit(0));
