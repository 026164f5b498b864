// Draws a flame graph (SVG) of a V8 .cpuprofile: each box is a function, as wide as the time spent in it and in
// what it called, stacked on its caller. Plain SVG, no script, opens in any browser or image viewer:
//   node scripts/cpuprofile-flame.mjs /tmp/request.cpuprofile docs/perf/profile-request-after.svg ["title"]
import { readFileSync, writeFileSync } from 'node:fs';

const [input, output, title = 'GET /api/v1/profile under load'] = process.argv.slice(2);
if (!input || !output) {
  console.error('usage: node scripts/cpuprofile-flame.mjs <in.cpuprofile> <out.svg> [title]');
  process.exit(2);
}

const profile = JSON.parse(readFileSync(input, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const total = new Map();
function totalOf(node) {
  if (total.has(node.id)) return total.get(node.id);
  let sum = node.hitCount ?? 0;
  for (const child of node.children ?? []) sum += totalOf(nodes.get(child));
  total.set(node.id, sum);
  return sum;
}
// The idle and GC roots say nothing about the request path: only what ran is drawn.
const root = profile.nodes[0];
const busy = (root.children ?? [])
  .map((id) => nodes.get(id))
  .filter((node) => node.callFrame.functionName !== '(idle)');
const busyTotal = busy.reduce((sum, node) => sum + totalOf(node), 0);

const WIDTH = 1400;
const ROW = 17;
const boxes = [];
let depthMax = 0;
function place(node, x, depth) {
  const width = (totalOf(node) / busyTotal) * WIDTH;
  if (width < 0.5) return;
  depthMax = Math.max(depthMax, depth);
  const frame = node.callFrame;
  const file = frame.url
    ? frame.url.replace(/^.*\/(node_modules|src)\//, '$1/').replace(/^file:\/\//, '')
    : '';
  const name = frame.functionName || '(anonymous)';
  boxes.push({
    x,
    width,
    depth,
    label: file ? `${name} ${file}:${frame.lineNumber + 1}` : name,
    share: width / WIDTH,
  });
  let childX = x;
  for (const id of node.children ?? []) {
    const child = nodes.get(id);
    place(child, childX, depth + 1);
    childX += (totalOf(child) / busyTotal) * WIDTH;
  }
}
let x = 0;
for (const node of busy) {
  place(node, x, 0);
  x += (totalOf(node) / busyTotal) * WIDTH;
}

const escapeXml = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const height = (depthMax + 1) * ROW + 40;
const hue = (label) => {
  if (label.includes('node_modules/')) return 35; // libraries: orange
  if (label.includes('src/')) return 190; // our code: teal
  return 0; // Node and V8: red
};
const rects = boxes
  .map(({ x: left, width, depth, label, share }) => {
    const y = height - (depth + 1) * ROW - 4;
    const light = 55 + ((label.length * 7) % 20);
    const text =
      width > 40
        ? `<text x="${(left + 3).toFixed(1)}" y="${y + 12}">${escapeXml(label).slice(0, Math.floor(width / 6.2))}</text>`
        : '';
    return `<g><title>${escapeXml(label)} — ${(share * 100).toFixed(1)} %</title><rect x="${left.toFixed(1)}" y="${y}" width="${Math.max(width - 0.5, 0.5).toFixed(1)}" height="${ROW - 1}" fill="hsl(${hue(label)},70%,${light}%)"/>${text}</g>`;
  })
  .join('\n');
writeFileSync(
  output,
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" font-family="monospace" font-size="11">
<title>${escapeXml(title)}: flame graph</title>
<rect width="100%" height="100%" fill="#fff"/>
<text x="4" y="16" font-size="14">${escapeXml(title)} — ${busyTotal} busy samples; width = time in the function and what it called (hover for %)</text>
${rects}
</svg>
`,
);
console.log(`wrote ${output}: ${boxes.length} frames`);
