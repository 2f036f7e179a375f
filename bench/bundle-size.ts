// JS gzip size of the login route and of the signed-in shell, from the last `vite build` (run by this bench).
// Heavy libraries (deck.gl, maplibre, visx, d3) must not be in either: they belong in lazy chunks.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { report } from './support/report';

interface ChunkInfo { isEntry: boolean; imports: string[]; dynamicImports: string[]; modules: string[] }

const HEAVY = [/node_modules\/(@deck\.gl|deck\.gl)\//, /node_modules\/maplibre-gl\//, /node_modules\/@visx\//, /node_modules\/d3(-[a-z]+)?\//];
const LOGIN_MODULE = /^src\/features\/auth\/.*login/i;
const SHELL_MODULE = /^src\/app\/layouts\//;

if (process.env.BENCH_SKIP_BUILD !== '1') {
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const chunks = JSON.parse(fs.readFileSync('dist/.vite/chunk-modules.json', 'utf8')) as Record<string, ChunkInfo>;

/** A chunk plus everything it imports statically: what the browser must load before the code runs. */
function closure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(chunks[file]?.imports ?? []));
  }
  return seen;
}

const entry = Object.keys(chunks).filter((file) => chunks[file]?.isEntry);
const chunksWith = (pattern: RegExp) => Object.keys(chunks).filter((file) => chunks[file]?.modules.some((id) => pattern.test(id)));
const loginFiles = closure([...entry, ...chunksWith(LOGIN_MODULE)]);
const shellFiles = closure([...entry, ...chunksWith(SHELL_MODULE)]);

const gzipKb = (files: Set<string>) =>
  [...files].reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join('dist', file))).length, 0) / 1024;
const heavyIn = (files: Set<string>) =>
  [...files].flatMap((file) => chunks[file]?.modules.filter((id) => HEAVY.some((pattern) => pattern.test(id))) ?? []);

const loginHeavy = heavyIn(loginFiles);
const shellHeavy = heavyIn(shellFiles);
const allJs = new Set(Object.keys(chunks));
report('bundle-size', {
  'login route JS gzip KB (goal <= 150)': gzipKb(loginFiles),
  'signed-in shell JS gzip KB (goal <= 350)': gzipKb(shellFiles),
  'all JS chunks gzip KB (baseline: everything eager)': gzipKb(allJs),
  'login / everything': gzipKb(loginFiles) / gzipKb(allJs),
  'heavy modules in login route': loginHeavy.length,
  'heavy modules in shell': shellHeavy.length,
});
if (loginHeavy.length || shellHeavy.length) {
  console.log('  heavy modules found:', [...new Set([...loginHeavy, ...shellHeavy])].slice(0, 10).join(', '));
}
