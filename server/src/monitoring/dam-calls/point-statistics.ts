import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { PointStatistics } from '../../wire/dam-monitoring';
import { SERIES_BAD_QUALITY } from '../../wire/series-limits';
import { measureSql, type Measure } from './channel-sql';
import type { DamPoint } from './dam-points';

const DAY_MS = 24 * 3_600_000;

interface StatisticsRow {
  pid: string;
  n: number | string;
  mn: number | string;
  mx: number | string;
  av: number | string;
  fts: number | string;
  lts: number | string;
  fv: number | string | null;
  lv: number | string | null;
}

const num = (value: number | string | null | undefined): number | null => (value === null || value === undefined ? null : Number(value));

/**
 * Count, min, max, mean, first and last (by time) of each point's measure in [from, to], bad readings left out, in
 * one statement: the aggregates per point, then the first and last rows found by their primary key. Points without a
 * usable reading come back with count 0 and null numbers.
 */
export async function pointStatistics(
  db: Db,
  points: readonly DamPoint[],
  from: number,
  to: number,
  measure: Measure,
): Promise<PointStatistics[]> {
  if (points.length === 0) return [];
  const ids = points.map((point) => point.id);
  const inner = measureSql(db, measure, 'r');
  const { rows } = await sql<StatisticsRow>`
    select s.pid, s.n, s.mn, s.mx, s.av, s.fts, s.lts, ${measureSql(db, measure, 'f')} as fv, ${measureSql(db, measure, 'l')} as lv
    from (
      select m.pid, count(*) as n, min(m.v) as mn, max(m.v) as mx, avg(m.v) as av, min(m.ts) as fts, max(m.ts) as lts
      from (
        select r.point_id as pid, r.ts as ts, ${inner} as v
        from reading r
        where r.point_id in (${sql.join(ids)}) and r.ts >= ${from} and r.ts <= ${to} and r.quality < ${SERIES_BAD_QUALITY}
      ) m
      where m.v is not null
      group by m.pid
    ) s
    join reading f on f.point_id = s.pid and f.ts = s.fts
    join reading l on l.point_id = s.pid and l.ts = s.lts
  `.execute(db);
  const byPoint = new Map(rows.map((row) => [row.pid, row]));
  return points.map((point) => {
    const row = byPoint.get(point.id);
    const first = num(row?.fv);
    const last = num(row?.lv);
    const firstTs = num(row?.fts);
    const lastTs = num(row?.lts);
    const change = first === null || last === null ? null : last - first;
    const span = firstTs === null || lastTs === null ? 0 : lastTs - firstTs;
    return {
      pointId: point.id,
      pointCode: point.code,
      pointName: point.name,
      damId: point.damId,
      unit: point.unit,
      count: Number(row?.n ?? 0),
      min: num(row?.mn),
      max: num(row?.mx),
      mean: num(row?.av),
      first,
      firstTs,
      last,
      lastTs,
      change,
      ratePerDay: change === null || span === 0 ? null : (change / span) * DAY_MS,
    };
  });
}

/** Rain at each gauge of the dams over [from, to]: the sum of its readings, bad ones left out. */
export async function rainfallTotals(db: Db, damIds: readonly string[], from: number, to: number) {
  if (damIds.length === 0) return [];
  const rows = await db
    .selectFrom('monitoringPoint')
    .leftJoin('reading', (join) =>
      join
        .onRef('reading.pointId', '=', 'monitoringPoint.id')
        .on('reading.ts', '>=', from)
        .on('reading.ts', '<=', to)
        .on('reading.quality', '<', SERIES_BAD_QUALITY),
    )
    .select(['monitoringPoint.id', 'monitoringPoint.code', 'monitoringPoint.name', 'monitoringPoint.damId'])
    .select((eb) => [
      eb.fn.sum<number | string | null>('reading.value').as('total'),
      eb.fn.count<number | string>('reading.ts').as('count'),
    ])
    .where('monitoringPoint.type', '=', 'rainfall')
    .where('monitoringPoint.damId', 'in', [...damIds])
    .groupBy(['monitoringPoint.id', 'monitoringPoint.code', 'monitoringPoint.name', 'monitoringPoint.damId', 'monitoringPoint.sortCode'])
    .orderBy('monitoringPoint.sortCode')
    .orderBy('monitoringPoint.code')
    .execute();
  return rows.map((row) => ({
    pointId: row.id,
    pointCode: row.code,
    pointName: row.name,
    damId: row.damId,
    total: Number(row.total ?? 0),
    count: Number(row.count),
  }));
}
