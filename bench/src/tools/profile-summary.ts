import { readFileSync } from 'node:fs';

/**
 * Summarises a V8 .cpuprofile (from BENCH_CPU_PROF=1): self time by package or source area, and the hottest
 * functions. Usage: tsx bench/src/tools/profile-summary.ts <file.cpuprofile> [top]
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topText] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary <file.cpuprofile> [top]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const top = Number(topText ?? 25);

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map<number, number>();
profile.samples.forEach((id, index) => {
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
});

/** The package a frame belongs to (node_modules/<pkg>), or the repository area, or a V8/Node category. */
function area(url: string, functionName: string): string {
  if (!url) return `(${functionName || 'native'})`;
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1] ?? ''}` : (rest[0] ?? url);
  }
  if (url.startsWith('node:')) return url;
  const repo = url.indexOf('/work/main/');
  return repo >= 0 ? url.slice(repo + '/work/main/'.length) : url;
}

const areas = new Map<string, number>();
const functions = new Map<string, number>();
let total = 0;
for (const [id, micros] of selfMicros) {
  const node = byId.get(id);
  if (!node) continue;
  total += micros;
  const { functionName, url, lineNumber } = node.callFrame;
  const where = area(url, functionName);
  areas.set(where, (areas.get(where) ?? 0) + micros);
  const name = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
  functions.set(name, (functions.get(name) ?? 0) + micros);
}

const print = (title: string, entries: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, micros] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(
      `${(micros / 1000).toFixed(0).padStart(8)} ms ${((micros / total) * 100).toFixed(1).padStart(5)}%  ${name}`,
    );
  }
};
/** Time under each function (itself and what it calls), each sample counted once per function on its stack. */
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const nameOf = (node: ProfileNode) =>
  `${node.callFrame.functionName || '(anonymous)'} ${area(node.callFrame.url, node.callFrame.functionName)}:${node.callFrame.lineNumber + 1}`;
const inclusive = new Map<string, number>();
for (const [id, micros] of selfMicros) {
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const node = byId.get(at);
    if (!node || node.callFrame.functionName === '(root)') continue;
    const name = nameOf(node);
    if (seen.has(name)) continue;
    seen.add(name);
    inclusive.set(name, (inclusive.get(name) ?? 0) + micros);
  }
}

console.log(`${file}: ${(total / 1000).toFixed(0)} ms sampled`);
print('self time by area', areas);
print('self time by function', functions);
print('total time by function (with what it calls)', inclusive);
