// Server cold start to first answered request: first start (creates, migrates and seeds the database) and restart.
import { report } from './support/report';
import { ensureBuilt, startServer, tempDbPath } from './support/server-process';
import { median } from './support/median';

ensureBuilt();

const RUNS = 5;
const firstStarts: number[] = [];
const restarts: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const dbPath = tempDbPath('cold');
  const first = await startServer({ port: 18300 + run, dbPath });
  firstStarts.push(first.firstAnswerMs);
  await first.stop();
  const again = await startServer({ port: 18310 + run, dbPath });
  restarts.push(again.firstAnswerMs);
  await again.stop();
}
// Baseline: Node starting a process that does nothing, so the ratio isolates Sluice's own start-up.
const { spawnSync } = await import('node:child_process');
const bare: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const t = performance.now();
  spawnSync(process.execPath, ['-e', '0']);
  bare.push(performance.now() - t);
}
report('cold-start', {
  'first start (new database + demo seed), median ms': median(firstStarts),
  'restart (existing database), median ms': median(restarts),
  'baseline: empty node process, median ms': median(bare),
  'restart / baseline': median(restarts) / median(bare),
});
