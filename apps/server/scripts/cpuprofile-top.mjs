// Reads a V8 .cpuprofile (node --cpu-prof) and prints the frames with the most self time and the most total
// (inclusive) time, as a compact table for docs/perf/. Usage: node cpuprofile-top.mjs file.cpuprofile [rows]
import { readFileSync } from 'node:fs';

const [file, rowsArgument] = process.argv.slice(2);
if (!file) throw new Error('usage: cpuprofile-top.mjs <file.cpuprofile> [rows]');
const rows = Number(rowsArgument ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);

// Sample time: each sample lasts until the next one.
const selfMicros = new Map();
for (let index = 0; index < profile.samples.length; index++) {
  const delta = profile.timeDeltas[index + 1] ?? 0;
  const id = profile.samples[index];
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + delta);
}

function frameName(node) {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url
    ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/apps\/server\//, '')}:${lineNumber + 1}`
    : '';
  return `${functionName || '(anonymous)'} ${where}`.trim();
}

const total = [...selfMicros.values()].reduce((sum, value) => sum + value, 0);
const idle = [...selfMicros].filter(([id]) => nodes.get(id).callFrame.functionName === '(idle)');
const idleMicros = idle.reduce((sum, [, value]) => sum + value, 0);
const self = new Map();
const inclusive = new Map();
for (const [id, micros] of selfMicros) {
  const name = frameName(nodes.get(id));
  self.set(name, (self.get(name) ?? 0) + micros);
  // Each frame name counts once per sample however deep its recursion.
  const seen = new Set();
  for (let at = id; at !== undefined; at = parents.get(at)) {
    const ancestor = frameName(nodes.get(at));
    if (seen.has(ancestor)) continue;
    seen.add(ancestor);
    inclusive.set(ancestor, (inclusive.get(ancestor) ?? 0) + micros);
  }
}

const busy = total - idleMicros;
const percent = (micros) => `${((100 * micros) / busy).toFixed(1).padStart(5)} %`;
console.log(
  `${file.split('/').pop()}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (percentages of busy time)`,
);
console.log('\nSelf time');
for (const [name, micros] of [...self]
  .filter(([name]) => !name.startsWith('(idle)'))
  .sort((a, b) => b[1] - a[1])
  .slice(0, rows))
  console.log(`${percent(micros)}  ${name}`);
console.log('\nTotal time (the frame and everything it called)');
for (const [name, micros] of [...inclusive]
  .filter(([name]) => !/^\((idle|root)\)/.test(name))
  .sort((a, b) => b[1] - a[1])
  .slice(0, rows))
  console.log(`${percent(micros)}  ${name}`);
