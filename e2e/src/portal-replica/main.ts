/** `npm run portal-replica -- --port 8090 --seed 1 --volume 4000 --days 14 --fail-rate 0.05 --latency 50` */
import { parseCliArgs, USAGE } from './cli-args.js';
import { startPortalReplica } from './replica-server.js';

let options;
try {
  options = parseCliArgs(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const replica = await startPortalReplica(options);
console.log(`portal replica listening on ${replica.url} (search form: ${replica.url}/ap/suche.jsf)`);
console.log(
  `seed ${options.seed ?? 1}, volume ${options.volume ?? 4000}/working day, ${options.days ?? 14} days, stats: ${replica.url}/__replica/stats`,
);
const clock = replica.clock();
console.log(
  `clock ${clock.berlin} (${replica.url}/__replica/clock), today ${clock.today}` +
    (clock.intraday ? ", intraday: today's notices appear at their publication times" : '') +
    (options.release
      ? `, releasing ${options.release.count} notices within ${options.release.overMs / 60_000} min`
      : ''),
);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`portal replica: ${signal}, shutting down`);
  replica.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
