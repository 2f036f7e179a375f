// `npm run bench`: every benchmark in bench/, one after another. Pass names to run some: npm run bench -- cold-start
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const wanted = process.argv.slice(2);
const all = fs
  .readdirSync('bench')
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();
const names = wanted.length ? all.filter((name) => wanted.includes(name)) : all;
let failed = 0;
for (const name of names) {
  console.log(`\n### bench/${name}.ts`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', `bench/${name}.ts`], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
