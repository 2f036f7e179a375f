import type { Db } from '../../db/database';
import type { DamReading } from '../../wire/dam-monitoring';
import { parseValues } from '../point-dto';
import type { DamPoint } from './dam-points';

export interface ReadingListFilter {
  from: number;
  to: number;
  quality?: number | undefined;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** One page of the stored readings of some points in [from, to] (by time, then point), and how many there are. */
export async function listReadings(
  db: Db,
  points: readonly DamPoint[],
  filter: ReadingListFilter,
): Promise<{ total: number; list: DamReading[] }> {
  if (points.length === 0) return { total: 0, list: [] };
  const byId = new Map(points.map((point) => [point.id, point]));
  let query = db
    .selectFrom('reading')
    .where(
      'pointId',
      'in',
      points.map((point) => point.id),
    )
    .where('ts', '>=', filter.from)
    .where('ts', '<=', filter.to);
  if (filter.quality !== undefined) query = query.where('quality', '=', filter.quality);
  const [counted, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
    query
      .select(['pointId', 'ts', 'value', 'valuesJson', 'quality'])
      .orderBy('ts', filter.order)
      .orderBy('pointId')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
  ]);
  const list = rows.map((row) => {
    const point = byId.get(row.pointId);
    return {
      pointId: row.pointId,
      pointCode: point?.code ?? '',
      pointName: point?.name ?? '',
      damId: point?.damId ?? '',
      unit: point?.unit ?? '',
      ts: Number(row.ts),
      value: row.value,
      values: parseValues(row.valuesJson),
      quality: row.quality,
    };
  });
  return { total: Number(counted?.total ?? 0), list };
}
