// Development aid for issue #33 item 1: where a V8 CPU profile's samples went, in µs per request.
//   node scripts/bench/support/profile-summary.js FILE.cpuprofile [--requests N] [--top 40]
// Each sample is given to the first layer, walking from the sampled frame towards the root, whose frame matches
// (so the search engine called by the handler counts as search, a JSON.stringify called by the reply adapter as
// serialisation). Samples with no matching frame are "other" (listed by their leaf function).
import { readFileSync } from 'node:fs';

const LAYERS = [
  ['GC', (f) => f.functionName === '(garbage collector)'],
  ['idle', (f) => f.functionName === '(idle)'],
  ['program (native, outside JS)', (f) => f.functionName === '(program)'],
  ['result shaping: highlights', (f) => /search-query\/highlights/.test(f.url)],
  ['result shaping: case view', (f) => /read-model\/case-view/.test(f.url)],
  ['search engine / read model', (f) => /\/cases\/(read-model|domain\/search-query)\//.test(f.url)],
  ['handler (search-cases)', (f) => /search-cases\.query-handler/.test(f.url)],
  ['JSON reply (stringify, end)', (f) => /json-reply-adapter/.test(f.url)],
  [
    'compression',
    (f) => /node_modules\/(compression|compressible|negotiator|accepts)\//.test(f.url) || /\/compression\//.test(f.url),
  ],
  ['helmet / security headers', (f) => /helmet|security-headers/.test(f.url)],
  ['request log', (f) => /request-logger|logging\//.test(f.url)],
  ['session lookup (read model)', (f) => /accounts\/read-model|userOfOpenSession/.test(f.url + f.functionName)],
  ['JWT / passport', (f) => /jwt-session|passport|jsonwebtoken|jws|jwa/.test(f.url)],
  ['quota / rate limits', (f) => /rate-limit|daily-quota|berlin-time/.test(f.url)],
  ['auth guard', (f) => /authentication\.guard/.test(f.url)],
  [
    'validation (class-validator/transformer)',
    (f) => /class-validator|class-transformer|validation\.ts|validation\.js|validators\//.test(f.url),
  ],
  ['CQRS bus', (f) => /@nestjs\/cqrs/.test(f.url)],
  ['rxjs', (f) => /node_modules\/rxjs/.test(f.url)],
  ['Nest router/pipes/guards', (f) => /@nestjs\/core/.test(f.url)],
  ['no-store', (f) => /no-store/.test(f.url)],
  [
    'express / router',
    (f) =>
      /node_modules\/(express|router|finalhandler|send|serve-static|on-finished|qs|parseurl|path-to-regexp|depd)\//.test(
        f.url,
      ),
  ],
  [
    'node http / net',
    (f) => /^node:(_http|http|net|stream|internal\/(streams|http))/.test(f.url) || /^node:_http/.test(f.url),
  ],
];

function main() {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(name);
    if (i < 0) return fallback;
    return args.splice(i, 2)[1];
  };
  const requests = Number(option('--requests', '1'));
  const top = Number(option('--top', '40'));
  const profile = JSON.parse(readFileSync(args[0], 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const selfUs = new Map();
  // Sample i lasted timeDeltas[i + 1] (the delta before the next sample).
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i + 1] ?? 0;
    selfUs.set(profile.samples[i], (selfUs.get(profile.samples[i]) ?? 0) + dt);
  }
  const layerOf = new Map();
  const layer = (id) => {
    if (layerOf.has(id)) return layerOf.get(id);
    let found;
    for (let at = id; at !== undefined && !found; at = parents.get(at)) {
      const frame = nodes.get(at).callFrame;
      found = LAYERS.find(([, match]) => match(frame))?.[0];
    }
    const name = found ?? 'other';
    layerOf.set(id, name);
    return name;
  };
  const byLayer = new Map();
  const otherLeaves = new Map();
  const byFunction = new Map();
  let total = 0;
  for (const [id, us] of selfUs) {
    const name = layer(id);
    byLayer.set(name, (byLayer.get(name) ?? 0) + us);
    if (name !== 'idle') total += us;
    const { functionName, url, lineNumber } = nodes.get(id).callFrame;
    const fn = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^.*\/dist\//, '')}:${lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
    if (name === 'other') otherLeaves.set(fn, (otherLeaves.get(fn) ?? 0) + us);
  }
  const per = (us) => (us / requests).toFixed(1).padStart(7);
  console.log(`${args[0]}: ${(total / 1000).toFixed(0)} ms busy (idle left out), µs per request of ${requests}:`);
  for (const [name, us] of [...byLayer].sort((a, b) => b[1] - a[1])) {
    console.log(`${per(us)}  ${((us / total) * 100).toFixed(1).padStart(5)} %  ${name}`);
  }
  console.log(`${per(total)}  busy total`);
  console.log('\ntop self time:');
  for (const [fn, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${per(us)}  ${fn}`);
  // Inclusive (synchronous) time of the request path's main steps: a frame counts once per sample however deep.
  const STEPS = [
    ['search handler (execute: search + result shaping)', /search-cases\.query-handler/, /^execute$/],
    ['  of it: CaseQueries.search', /sqlite-case-queries/, /^search$/],
    ['  of it: highlightCase', /highlights/, /^highlightCase$/],
    ['  of it: toCaseView', /case-view/, /^toCaseView$/],
    ['authentication guard (canActivate)', /authentication\.guard/, /^canActivate$/],
    ['validation pipe (transform)', /validation\.js/, /^transform$/],
    ['JSON reply (reply)', /json-reply-adapter/, /^reply$/],
    ['request log line (printMessages)', /app-logger/, /^printMessages$/],
  ];
  const stepUs = new Map(STEPS.map(([name]) => [name, 0]));
  for (const [id, us] of selfUs) {
    const seen = new Set();
    for (let at = id; at !== undefined; at = parents.get(at)) {
      const { url, functionName } = nodes.get(at).callFrame;
      for (const [name, urlRe, fnRe] of STEPS) {
        if (!seen.has(name) && urlRe.test(url) && fnRe.test(functionName)) {
          seen.add(name);
          stepUs.set(name, stepUs.get(name) + us);
        }
      }
    }
  }
  console.log('\ninclusive, synchronous part:');
  for (const [name, us] of stepUs) console.log(`${per(us)}  ${name}`);
  console.log('\n"other" by leaf:');
  for (const [fn, us] of [...otherLeaves].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`${per(us)}  ${fn}`);
}

main();
