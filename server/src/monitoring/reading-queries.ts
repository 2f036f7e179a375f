import { sql } from 'kysely';
import type { Db } from '../db/database';
import { parseValues } from './point-dto';

export const RANGE_LIMITS = { defaultLimit: 2_000, maxLimit: 10_000, defaultWindowMs: 24 * 3_600_000 } as const;

/** A stored reading, or (downsampled) the summary of one time bucket. */
export interface RangeItem {
  /** The reading's time, or the bucket's start. */
  ts: number;
  /** The reading's value, or the bucket's mean. */
  value: number;
  values: Record<string, number> | null;
  /** The reading's quality, or the worst in the bucket. */
  quality: number;
  min?: number;
  max?: number;
  count?: number;
  /** Time of the bucket's last reading, whose channel values `values` holds. */
  lastTs?: number;
}

export interface RangeResult {
  downsampled: boolean;
  /** Bucket width when downsampled, else null. */
  bucketMs: number | null;
  list: RangeItem[];
}

/**
 * Readings of one point in [from, to], oldest first. When there are more than `limit`, answers at most `limit`
 * equal time buckets instead (mean, min, max, count; channel values of each bucket's last reading), computed in
 * the database so the cost does not grow with what is sent.
 */
export async function readRange(db: Db, pointId: string, from: number, to: number, limit: number): Promise<RangeResult> {
  const raw = await db
    .selectFrom('reading')
    .select(['ts', 'value', 'valuesJson', 'quality'])
    .where('pointId', '=', pointId)
    .where('ts', '>=', from)
    .where('ts', '<=', to)
    .orderBy('ts')
    .limit(limit + 1)
    .execute();
  if (raw.length <= limit) {
    return {
      downsampled: false,
      bucketMs: null,
      list: raw.map((row) => ({ ts: Number(row.ts), value: row.value, values: parseValues(row.valuesJson), quality: row.quality })),
    };
  }
  const bucketMs = Math.max(1, Math.ceil((to - from + 1) / limit));
  const bucket = sql<number>`cast((${sql.ref('ts')} - ${from}) / ${bucketMs} as bigint)`;
  const buckets = await db
    .selectFrom('reading')
    .select([
      bucket.as('bucket'),
      (eb) => eb.fn.avg<number>('value').as('mean'),
      (eb) => eb.fn.min<number>('value').as('min'),
      (eb) => eb.fn.max<number>('value').as('max'),
      (eb) => eb.fn.countAll<number>().as('count'),
      (eb) => eb.fn.max<number>('quality').as('quality'),
      (eb) => eb.fn.max<number>('ts').as('lastTs'),
    ])
    .where('pointId', '=', pointId)
    .where('ts', '>=', from)
    .where('ts', '<=', to)
    // By position: PostgreSQL would not match the parameterised expression in GROUP BY with the selected one.
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();
  const channels = new Map<number, string | null>();
  // Only multi-value points have channels; the first raw rows tell.
  const lastTimes = raw.some((row) => row.valuesJson !== null) ? buckets.map((row) => Number(row.lastTs)) : [];
  for (let start = 0; start < lastTimes.length; start += 1_000) {
    const rows = await db
      .selectFrom('reading')
      .select(['ts', 'valuesJson'])
      .where('pointId', '=', pointId)
      .where('ts', 'in', lastTimes.slice(start, start + 1_000))
      .where('valuesJson', 'is not', null)
      .execute();
    for (const row of rows) channels.set(Number(row.ts), row.valuesJson);
  }
  return {
    downsampled: true,
    bucketMs,
    list: buckets.map((row) => ({
      ts: from + Number(row.bucket) * bucketMs,
      value: Number(row.mean),
      values: parseValues(channels.get(Number(row.lastTs)) ?? null),
      quality: Number(row.quality),
      min: Number(row.min),
      max: Number(row.max),
      count: Number(row.count),
      lastTs: Number(row.lastTs),
    })),
  };
}

/** The newest reading of one point, or undefined when it has none. */
export async function readLatest(db: Db, pointId: string) {
  const row = await db.selectFrom('latestReading').selectAll().where('pointId', '=', pointId).executeTakeFirst();
  if (!row) return undefined;
  return {
    pointId: row.pointId,
    ts: Number(row.ts),
    value: row.value,
    values: parseValues(row.valuesJson),
    quality: row.quality,
    receivedAt: Number(row.receivedAt),
  };
}
