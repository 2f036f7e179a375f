// Reading ingest throughput on SQLite: 1,000,000 readings in batches of 10,000 through the ingest service the
// route uses (validation against the point cache, one transaction per batch, latest_reading upkeep), beside a
// baseline of plain single-row inserts measured in the same run on the same database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { DEMO_DAMS } from '../server/src/monitoring/demo-network';
import { createIngestService } from '../server/src/monitoring/ingest/ingest-service';
import type { ReadingInput } from '../server/src/monitoring/ingest/ingest-types';
import { ServerBus } from '../server/src/lib/server-bus';
import { seedAll } from '../server/src/seed/seed-all';
import { report } from './support/report';

const TOTAL = 1_000_000;
const BATCH = 10_000;
const BASELINE = 50_000;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-bench-ingest-'));
const config = { ...loadConfig({}), sqlitePath: path.join(dir, 'sluice.db'), databaseUrl: undefined, simulator: false, seedHistory: false };
const database = openDatabase(config);
await migrateToLatest(database.db);
await seedAll(database.db, config);

const points = DEMO_DAMS.flatMap((dam) => dam.points);
if (points.length === 0) throw new Error('the demo monitoring network is missing');
const bus = new ServerBus();
let emitted = 0;
bus.on('readings.stored', (readings) => {
  emitted += readings.length;
});
const service = createIngestService(database.db, bus);

// Readings one minute apart per point, ending now, so every (point, time) is new.
const end = Date.now() - 60_000;
const perPoint = Math.ceil(TOTAL / points.length);
function batchAt(offset: number): ReadingInput[] {
  const out: ReadingInput[] = new Array(BATCH);
  for (let i = 0; i < BATCH; i += 1) {
    const n = offset + i;
    const point = points[n % points.length];
    if (!point) throw new Error('unreachable');
    const ts = end - (perPoint - Math.floor(n / points.length)) * 60_000;
    const value = 100 + Math.sin(n / 1000) * 10;
    out[i] =
      point.channels.length === 0
        ? { pointId: point.id, ts, value }
        : { pointId: point.id, ts, values: Object.fromEntries(point.channels.map((channel, k) => [channel.key, value / (k + 1)])) };
  }
  return out;
}

// Warm the point cache and the statement paths so the first batch does not carry start-up costs.
await service.points.resolve();

let ingestMs = 0;
let accepted = 0;
const wallStart = performance.now();
for (let offset = 0; offset < TOTAL; offset += BATCH) {
  const batch = batchAt(offset);
  const started = performance.now();
  const result = await service.ingest(batch);
  ingestMs += performance.now() - started;
  accepted += result.accepted;
  if (result.rejectedCount > 0) throw new Error(`unexpected rejection: ${JSON.stringify(result.rejected[0])}`);
}
const wallMs = performance.now() - wallStart;
if (accepted !== TOTAL || emitted !== TOTAL) throw new Error(`stored ${accepted}, emitted ${emitted}, expected ${TOTAL}`);

// Idempotency costs: the last batch again, all duplicates.
const again = batchAt(TOTAL - BATCH);
const duplicateStart = performance.now();
const duplicateResult = await service.ingest(again);
const duplicateMs = performance.now() - duplicateStart;
if (duplicateResult.duplicates !== BATCH) throw new Error('the repeated batch was not all duplicates');

// Baseline: the same rows the ordinary way, one INSERT per reading in its own implicit transaction.
const baselinePoint = points.find((point) => point.channels.length === 0);
if (!baselinePoint) throw new Error('no single-value point');
const baselineStart = performance.now();
for (let i = 0; i < BASELINE; i += 1) {
  await database.db
    .insertInto('reading')
    .values({ pointId: baselinePoint.id, ts: end + 1 + i, value: 100 + i / 1000, valuesJson: null, quality: 0 })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
const baselineMs = performance.now() - baselineStart;

const rate = TOTAL / (ingestMs / 1000);
const baselineRate = BASELINE / (baselineMs / 1000);
report('ingest-throughput', {
  'readings ingested (batches of 10,000)': TOTAL,
  'ingest readings/s (SQLite file, WAL)': Math.round(rate),
  'ingest readings/s incl. building the batches': Math.round(TOTAL / (wallMs / 1000)),
  'repeated batch of 10,000 (all duplicates), ms': duplicateMs,
  'baseline: single-row inserts readings/s': Math.round(baselineRate),
  'ingest / baseline': rate / baselineRate,
  'goal >= 100,000 readings/s met': rate >= 100_000 ? 'yes' : 'no',
});
await database.close();
fs.rmSync(dir, { recursive: true, force: true });
