// Builds the console and the server bundle when they are missing or older than their sources.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildServer } from './build-server.mjs';

// scripts/ holds the build's own plugins and the server bundler: a change there changes the output too.
const CONSOLE_SOURCES = ['src', 'streams', 'workers', 'locales', 'public', 'index.html', 'vite.config.ts', 'package.json', 'scripts'];
const SERVER_SOURCES = ['server/src', 'server/locales', 'package.json', 'scripts'];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const isStale = (output, sources) => builtAt(output) < Math.max(...sources.map(newestMtime));

export async function buildIfNeeded() {
  if (isStale(path.join('dist', 'index.html'), CONSOLE_SOURCES)) {
    console.log(builtAt('dist/index.html') ? 'Console sources changed: rebuilding...' : 'Building the console (first start)...');
    const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  if (isStale(path.join('dist-server', 'main.mjs'), SERVER_SOURCES)) await buildServer();
}

if (import.meta.url === `file://${process.argv[1]}`) await buildIfNeeded();
