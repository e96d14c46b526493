// Cuts a server's .cpuprofile (node --cpu-prof) by the phases of a bench:exam run and prints,
// per phase, the top functions by self time and by inclusive time (each function counted once
// per sample however deep it recurs), as shares of the phase's non-idle samples.
//
//   node bench/profile-phases.mjs <server.cpuprofile> <bench log> [top=12]
//
// The bench log's `profile window: <phase> <start us> <end us>` lines (printed by exam-load.mjs
// when BENCH_SERVER_NODE_ARGS has --cpu-prof) are on the monotonic clock that V8's profile
// timestamps use.
import { readFileSync } from 'node:fs';

const [profilePath, logPath, topArg] = process.argv.slice(2);
if (!profilePath || !logPath) {
  console.error('usage: node bench/profile-phases.mjs <server.cpuprofile> <bench log> [top]');
  process.exit(2);
}
const TOP = Number(topArg ?? 12);
const profile = JSON.parse(readFileSync(profilePath, 'utf8'));
const windows = [...readFileSync(logPath, 'utf8').matchAll(/^profile window: (.+) (\d+) (\d+)$/gm)].map((m) => ({
  name: m[1],
  start: Number(m[2]),
  end: Number(m[3]),
}));

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const label = (n) => {
  const f = n.callFrame;
  const file = f.url
    ? f.url
        .replace(/^file:\/\//, '')
        .replace(/.*\/node_modules\//, '~/')
        .replace(/.*\/apps\//, 'apps/')
    : '';
  return `${f.functionName || '(anonymous)'} ${file ? `${file}:${f.lineNumber + 1}` : ''}`.trim();
};
// Each node's chain of distinct labels up to the root, cached.
const chains = new Map();
function chainOf(id) {
  let chain = chains.get(id);
  if (chain) return chain;
  const labels = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) labels.add(label(byId.get(cur)));
  chain = [...labels];
  chains.set(id, chain);
  return chain;
}

// Sample times: startTime plus the running sum of timeDeltas.
const times = new Array(profile.samples.length);
let t = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i];
  times[i] = t;
}
const IDLE = new Set(['(idle)', '(program)']);

for (const w of windows.length ? windows : [{ name: 'whole profile', start: -Infinity, end: Infinity }]) {
  const self = new Map();
  const incl = new Map();
  let busy = 0;
  let idle = 0;
  let gc = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    if (times[i] < w.start || times[i] > w.end) continue;
    const node = byId.get(profile.samples[i]);
    const name = label(node);
    if (IDLE.has(node.callFrame.functionName)) {
      idle++;
      continue;
    }
    busy++;
    if (name === '(garbage collector)') gc++;
    self.set(name, (self.get(name) ?? 0) + 1);
    for (const l of chainOf(node.id)) incl.set(l, (incl.get(l) ?? 0) + 1);
  }
  const ms = (n) => (n * (w.end - w.start)) / 1000 / Math.max(1, busy + idle);
  console.log(
    `\n== ${w.name}: ${busy} busy samples (~${Math.round(ms(busy))} ms), ${idle} idle/program, GC ${((gc / Math.max(1, busy)) * 100).toFixed(1)}%`,
  );
  const top = (m) =>
    [...m.entries()]
      .filter(([k]) => k !== '(root)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP);
  console.log('  self:');
  for (const [k, v] of top(self)) console.log(`    ${((v / busy) * 100).toFixed(1).padStart(5)}%  ${k}`);
  console.log('  inclusive:');
  for (const [k, v] of top(incl)) console.log(`    ${((v / busy) * 100).toFixed(1).padStart(5)}%  ${k}`);
}
