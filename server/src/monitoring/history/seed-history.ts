import type { Db } from '../../db/database';
import { isSqlite } from '../ingest/write-readings';
import { DamModel, excursionTargetOf } from '../../simulator/dam-model';
import { DEMO_PROFILES } from '../../simulator/demo-profiles';
import { DEFAULT_SIMULATOR_SEED } from '../../simulator/simulator';
import { findDemoPoint } from '../demo-network';
import { parseChannels } from '../point-channels';
import { historySpan } from './history-plan';
import { historyRows, type HistoryPoint } from './history-rows';
import { writeHistory } from './write-history';

export interface SeedHistoryOptions {
  /** The seed time: the history ends here, rounded down to ten minutes. */
  now?: number;
  /** Only these point ids (default: every demo point in the database). */
  pointIds?: readonly string[];
  /** The model's seed; the simulator's by default, so the live stream continues the same curves. */
  seed?: number;
}

export interface SeedHistoryResult {
  points: number;
  readings: number;
  /** Wall time of the whole seed, ms. */
  ms: number;
}

/** The enabled demo points present in the database that have a simulator profile, with their stored settings. */
async function demoPoints(db: Db, pointIds: readonly string[] | undefined): Promise<HistoryPoint[]> {
  let query = db.selectFrom('monitoringPoint').select(['id', 'code', 'channels', 'rangeMin', 'rangeMax']).where('enabledMark', '=', 1);
  if (pointIds) query = query.where('id', 'in', pointIds.length ? [...pointIds] : ['']);
  const rows = await query.orderBy('id').execute();
  const points: HistoryPoint[] = [];
  for (const row of rows) {
    const profile = DEMO_PROFILES[row.code];
    const demo = findDemoPoint(row.code);
    if (!profile || !demo) continue;
    points.push({
      id: row.id,
      code: row.code,
      profile,
      channels: parseChannels(row.channels),
      excursionTarget: excursionTargetOf(demo.point.thresholds),
      rangeMin: row.rangeMin,
      rangeMax: row.rangeMax,
    });
  }
  return points;
}

async function hasReadings(db: Db, pointId: string): Promise<boolean> {
  const row = await db.selectFrom('reading').select('ts').where('pointId', '=', pointId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Writes the demo history (monitoring/history/README.md) for every demo point that has no reading yet, one
 * transaction per point, so a restart (or a crash halfway) never writes a point twice or half.
 */
export async function seedDemoHistory(db: Db, options: SeedHistoryOptions = {}): Promise<SeedHistoryResult> {
  const started = performance.now();
  const now = options.now ?? Date.now();
  const model = new DamModel(options.seed ?? DEFAULT_SIMULATOR_SEED);
  const sqlite = isSqlite(db);
  let points = 0;
  let readings = 0;
  for (const point of await demoPoints(db, options.pointIds)) {
    if (await hasReadings(db, point.id)) continue;
    const rows = historyRows(model, point, historySpan(point.id, now));
    await db.transaction().execute((trx) => writeHistory(trx, sqlite, rows, now));
    points += 1;
    readings += rows.ts.length;
  }
  return { points, readings, ms: Math.round(performance.now() - started) };
}
