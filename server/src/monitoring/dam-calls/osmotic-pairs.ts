import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { SERIES_BAD_QUALITY } from '../../wire/series-limits';
import type { DamPoint } from './dam-points';

/** A level reading further than this many of its intervals before a pressure reading is not "the same time". */
const LEVEL_STALE_INTERVALS = 3;

export interface PressureLevelPairs {
  levelPointId: string | null;
  levelUnit: string;
  downsampled: boolean;
  bucketMs: number | null;
  list: { ts: number; pressure: number; level: number | null }[];
}

type Num = number | string | null;
const num = (value: Num | undefined): number | null => (value === null || value === undefined ? null : Number(value));

/** The dam's reservoir level gauge: its first water-level point in display order. */
async function reservoirLevelPoint(db: Db, damId: string) {
  return db
    .selectFrom('monitoringPoint')
    .select(['id', 'unit', 'intervalSeconds'])
    .where('damId', '=', damId)
    .where('type', '=', 'water-level')
    .orderBy('sortCode')
    .orderBy('code')
    .executeTakeFirst();
}

/**
 * Each good pressure reading of the point in [from, to] with the reservoir level at that time (the newest good level
 * reading at or before it, if recent enough). Past `limit` readings: equal time buckets, each the mean pressure
 * with the mean level of the same bucket. Both ways in the database.
 */
export async function pressureLevelPairs(
  db: Db,
  point: DamPoint,
  range: { from: number; to: number },
  limit: number,
): Promise<PressureLevelPairs> {
  const level = await reservoirLevelPoint(db, point.damId);
  const head = { levelPointId: level?.id ?? null, levelUnit: level?.unit ?? 'm' };
  const good = sql`r.point_id = ${point.id} and r.ts >= ${range.from} and r.ts <= ${range.to} and r.quality < ${SERIES_BAD_QUALITY}`;
  const staleMs = (level?.intervalSeconds ?? 0) * 1000 * LEVEL_STALE_INTERVALS;
  const levelAt = level
    ? sql`(select l.value from reading l where l.point_id = ${level.id} and l.ts <= r.ts and l.ts >= r.ts - ${staleMs}
           and l.quality < ${SERIES_BAD_QUALITY} order by l.ts desc limit 1)`
    : sql`null`;
  const raw = await sql<{ ts: Num; p: Num; lv: Num }>`
    select r.ts as ts, r.value as p, ${levelAt} as lv from reading r where ${good} order by r.ts limit ${limit + 1}
  `.execute(db);
  if (raw.rows.length <= limit) {
    const list = raw.rows.map((row) => ({ ts: Number(row.ts), pressure: Number(row.p), level: num(row.lv) }));
    return { ...head, downsampled: false, bucketMs: null, list };
  }
  const bucketMs = Math.max(1, Math.ceil((range.to - range.from + 1) / limit));
  const bucket = (alias: string) => sql`cast((${sql.ref(`${alias}.ts`)} - ${range.from}) / ${bucketMs} as bigint)`;
  const pressures = await sql<{ b: Num; p: Num }>`
    select ${bucket('r')} as b, avg(r.value) as p from reading r where ${good} group by 1 order by 1
  `.execute(db);
  const levels = level
    ? await sql<{ b: Num; lv: Num }>`
        select ${bucket('l')} as b, avg(l.value) as lv from reading l
        where l.point_id = ${level.id} and l.ts >= ${range.from} and l.ts <= ${range.to} and l.quality < ${SERIES_BAD_QUALITY}
        group by 1`.execute(db)
    : { rows: [] };
  const levelByBucket = new Map(levels.rows.map((row) => [Number(row.b), num(row.lv)]));
  const list = pressures.rows.map((row) => ({
    ts: range.from + Number(row.b) * bucketMs,
    pressure: Number(row.p),
    level: levelByBucket.get(Number(row.b)) ?? null,
  }));
  return { ...head, downsampled: true, bucketMs, list };
}
