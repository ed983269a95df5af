// Preloaded (node --import) into the app and the bare node:http server by `npm run bench -- search`: over the
// IPC channel, 'cpu-usage' answers { cpuUsage: process.cpuUsage() } (user + system µs of the whole process).
// The benchmark reads it before and after each measured block, so every entry gets its CPU time per request:
// a figure a loaded, shared machine disturbs far less than requests per second (issue #33). Reading /proc from
// outside counts in 10 ms ticks, too coarse for blocks of a few hundred requests.
if (process.send) {
  process.on('message', (message) => {
    if (message === 'cpu-usage') process.send({ cpuUsage: process.cpuUsage() });
  });
  process.channel?.unref(); // the IPC channel must not keep the process alive
}
