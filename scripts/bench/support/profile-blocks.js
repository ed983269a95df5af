// The longest stretches a thread ran without waiting for I/O, named from a V8 CPU profile (the samples of the
// cpu-profile-probe.js window): a stretch is a run of consecutive samples that are not "(idle)" (V8 marks the
// samples taken while libuv waits in epoll as idle) under the same frame below the root (one task of the loop:
// a timer, the immediates, an I/O callback). A stretch can still join tasks of the same kind that polled for I/O
// in between (two turns of the immediates), so it is an upper bound of what one request waited;
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
  // The frame right under the root: the task the loop runs (a timer, an immediate, an I/O callback); samples of
  // V8's own (garbage collector, program) belong to the task around them.
  const rootId = profile.nodes[0].id;
  const taskOf = (id) => {
    let at = id;
    while (parents.get(at) !== undefined && parents.get(at) !== rootId) at = parents.get(at);
    return nodes.get(at).callFrame.url ? at : undefined;
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
    // Another task of the loop (another frame under the root): the loop polled for I/O in between.
    const task = taskOf(id);
    if (current && current.task !== task && task !== undefined) {
      stretches.push(current);
      current = null;
    }
    current ??= { startUs: time, us: 0, names: new Map(), task };
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
