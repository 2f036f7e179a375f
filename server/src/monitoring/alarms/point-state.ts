import type { Db } from '../../db/database';
import type { AlarmKind } from '../../wire/alarm';
import { LevelDebouncer } from './level-debouncer';
import type { PointConfig } from './point-config';
import { isSeverity } from './severity';
import { SlidingRange } from './sliding-range';
import type { Level } from './threshold-levels';

/** The engine's memory of one point, built lazily from the database on the point's first reading. */
export interface PointState {
  /** Null after an invalidation: reloaded before the next evaluation. */
  config: PointConfig | null;
  /** When `config` was loaded (engine clock), so edits made elsewhere are picked up after a while. */
  configAt: number;
  /** Time of the newest reading evaluated; older readings are backfill and raise nothing. */
  lastTs: number | null;
  /** The active level of each kind's open alarm (0 when none, or when it has cleared). */
  levels: Record<AlarmKind, Level>;
  thresholdDebounce: LevelDebouncer;
  rateDebounce: LevelDebouncer;
  /** Trailing window for the rate-of-change rule; null while the rule is off or not yet loaded. */
  range: SlidingRange | null;
  rangeWindowMs: number | null;
}

// A rate window holds at most this many stored readings when it is rebuilt (a 1 h window at 1 Hz is 3,600).
const MAX_WINDOW_ROWS = 20_000;

export function emptyState(debounceCount: number): PointState {
  return {
    config: null,
    configAt: 0,
    lastTs: null,
    levels: { threshold: 0, rate: 0, stale: 0 },
    thresholdDebounce: new LevelDebouncer(debounceCount),
    rateDebounce: new LevelDebouncer(debounceCount),
    range: null,
    rangeWindowMs: null,
  };
}

export async function loadOpenLevels(db: Db, pointId: string): Promise<Record<AlarmKind, Level>> {
  const rows = await db
    .selectFrom('alarm')
    .select(['kind', 'severity', 'state'])
    .where('pointId', '=', pointId)
    .where('closedAt', 'is', null)
    .execute();
  const levels: Record<AlarmKind, Level> = { threshold: 0, rate: 0, stale: 0 };
  for (const row of rows) {
    if (row.state === 'active' && isSeverity(row.severity)) levels[row.kind] = row.severity;
  }
  return levels;
}

/**
 * The newest stored reading of a point that is not part of the batch being evaluated: the batch is already
 * committed when the engine sees it, so "newest in the table" would be the batch itself.
 */
export async function newestBefore(db: Db, pointId: string, batchTimes: readonly number[]): Promise<number | null> {
  if (batchTimes.length === 0) return null;
  const inBatch = new Set(batchTimes);
  const oldest = Math.min(...batchTimes);
  const overlapping = await db
    .selectFrom('reading')
    .select('ts')
    .where('pointId', '=', pointId)
    .where('ts', '>=', oldest)
    .orderBy('ts', 'desc')
    .limit(inBatch.size + 1)
    .execute();
  const outside = overlapping.find((row) => !inBatch.has(Number(row.ts)));
  if (outside) return Number(outside.ts);
  const before = await db
    .selectFrom('reading')
    .select('ts')
    .where('pointId', '=', pointId)
    .where('ts', '<', oldest)
    .orderBy('ts', 'desc')
    .limit(1)
    .executeTakeFirst();
  return before ? Number(before.ts) : null;
}

/** Rebuilds the rate window from stored readings up to `uptoTs` (good and suspect quality only). */
export async function loadRange(db: Db, pointId: string, uptoTs: number | null, windowMs: number): Promise<SlidingRange> {
  const range = new SlidingRange(windowMs);
  if (uptoTs === null) return range;
  const rows = await db
    .selectFrom('reading')
    .select(['ts', 'value'])
    .where('pointId', '=', pointId)
    .where('ts', '>=', uptoTs - windowMs)
    .where('ts', '<=', uptoTs)
    .where('quality', '<', 2)
    .orderBy('ts', 'desc')
    .limit(MAX_WINDOW_ROWS)
    .execute();
  for (let i = rows.length - 1; i >= 0; i -= 1) {
    const row = rows[i] as { ts: number; value: number };
    range.push(Number(row.ts), row.value);
  }
  return range;
}
