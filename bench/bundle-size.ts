// JS gzip size of the login route and of the signed-in shell, from the last `vite build` (run by this bench).
// Heavy libraries (deck.gl, maplibre, visx, d3) must not be in either: they belong in lazy chunks.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { report } from './support/report';

interface ChunkInfo {
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  modules: string[];
}

const HEAVY = [
  /node_modules\/(@deck\.gl|deck\.gl)\//,
  /node_modules\/maplibre-gl\//,
  /node_modules\/@visx\//,
  /node_modules\/d3(-[a-z]+)?\//,
];
// The login route's own module; its chunk's static imports come with it. Its words arrive as one more chunk
// (zh-CN, the default language); the shell adds the console's part of the catalogue.
const LOGIN_MODULE = /^src\/features\/auth\/login\/login-page\.tsx$/;
const LOGIN_LANGUAGE = /^src\/lib\/catalogues\/zh-cn-sign-in\.ts$/;
const SHELL_LANGUAGE = /^src\/lib\/catalogues\/zh-cn-(sign-in|console)\.ts$/;
// The signed-in shell: the console's routes, its layout (antd, query cache) and the layout switch with every layout.
const SHELL_MODULE = /^src\/app\/(router\/console-routes|router\/console-layout|layouts\/layout-switch)\.tsx$/;

/** Where the build goes (BENCH_DIST keeps the bench away from the dist/ a running server serves). */
const DIST = process.env.BENCH_DIST ?? 'dist';

if (process.env.BENCH_SKIP_BUILD !== '1') {
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error', '--outDir', DIST, '--emptyOutDir'],
    {
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const chunks = JSON.parse(fs.readFileSync(path.join(DIST, '.vite/chunk-modules.json'), 'utf8')) as Record<string, ChunkInfo>;

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
const loginFiles = closure([...entry, ...chunksWith(LOGIN_MODULE), ...chunksWith(LOGIN_LANGUAGE)]);
const shellFiles = closure([...entry, ...chunksWith(SHELL_MODULE), ...chunksWith(SHELL_LANGUAGE)]);

const gzipKb = (files: Set<string>) =>
  [...files].reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(DIST, file))).length, 0) / 1024;
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
