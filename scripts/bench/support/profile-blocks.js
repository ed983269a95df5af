// The longest stretches a thread ran without waiting for I/O, named from a V8 CPU profile (the samples of the
// cpu-profile-probe.js window): a stretch is a run of consecutive samples that are not "(idle)" (V8 marks the
// samples taken while libuv waits in epoll as idle). A stretch can join slices that polled for I/O in between
// without finding any (no idle sample falls between them), so it is an upper bound of what one request waited;
// the loop-delay probe's max is the measured figure. Each stretch is named by the frames of our own code
// (backend/, projections/) seen most often in its samples, deepest first.
import { readFileSync } from 'node:fs';

const OWN = /\/(backend|projections)\/dist\//;

export function longestBlocks(profileFile, { count = 10, minMs = 50 } = {}) {
  const profile = JSON.parse(readFileSync(profileFile, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const ownChain = new Map();
  const chainOf = (id) => {
    if (ownChain.has(id)) return ownChain.get(id);
    const frames = [];
    for (let at = id; at !== undefined && frames.length < 3; at = parents.get(at)) {
      const { functionName, url, lineNumber } = nodes.get(at).callFrame;
      if (OWN.test(url))
        frames.push(`${functionName || '(anonymous)'} ${url.replace(/^.*\/dist\//, '')}:${lineNumber + 1}`);
    }
    const chain = frames.length > 0 ? frames.join(' < ') : nodes.get(id).callFrame.functionName || '(native)';
    ownChain.set(id, chain);
    return chain;
  };
  const stretches = [];
  let current = null;
  let time = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i] ?? 0;
    time += delta;
    const id = profile.samples[i];
    if (nodes.get(id).callFrame.functionName === '(idle)') {
      if (current) stretches.push(current);
      current = null;
      continue;
    }
    current ??= { startUs: time, us: 0, names: new Map() };
    const next = profile.timeDeltas[i + 1] ?? 0;
    current.us += next;
    const name = chainOf(id);
    current.names.set(name, (current.names.get(name) ?? 0) + next);
  }
  if (current) stretches.push(current);
  return stretches
    .filter((s) => s.us / 1000 >= minMs)
    .sort((a, b) => b.us - a.us)
    .slice(0, count)
    .map((s) => ({
      ms: s.us / 1000,
      atS: (s.startUs - profile.startTime) / 1e6,
      top: [...s.names.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([name, us]) => ({ name, ms: us / 1000 })),
    }));
}
