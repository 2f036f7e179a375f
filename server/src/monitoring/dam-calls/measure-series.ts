import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { SERIES_BAD_QUALITY } from '../../wire/series-limits';
import { measureSql, type Measure } from './channel-sql';

export interface MeasureSeries<K extends string> {
  /** True when the range held more than `limit` readings and each item is a bucket's mean. */
  downsampled: boolean;
  bucketMs: number | null;
  ts: number[];
  columns: Record<K, (number | null)[]>;
}

type SeriesRow = { ts: number | string; q: number } & Record<string, number | string | null>;

const num = (value: number | string | null | undefined): number | null => (value === null || value === undefined ? null : Number(value));

/**
 * Some measures (the value, channels) of one point's readings in [from, to], columnar and oldest first; null where
 * a reading is bad or lacks the channel. Past `limit` readings the answer is at most `limit` equal time buckets of
 * the good readings' means, computed in the database so the cost does not grow with what is sent.
 */
export async function measureSeries<K extends string>(
  db: Db,
  pointId: string,
  range: { from: number; to: number },
  limit: number,
  measures: Record<K, Measure>,
): Promise<MeasureSeries<K>> {
  const names = Object.keys(measures) as K[];
  const selected = names.map((name, index) => sql`${measureSql(db, measures[name], 'r')} as ${sql.ref(`c${index}`)}`);
  const where = sql`r.point_id = ${pointId} and r.ts >= ${range.from} and r.ts <= ${range.to}`;
  const raw = await sql<SeriesRow>`
    select r.ts as ts, r.quality as q, ${sql.join(selected)} from reading r where ${where} order by r.ts limit ${limit + 1}
  `.execute(db);
  const columns = Object.fromEntries(names.map((name) => [name, [] as (number | null)[]])) as Record<K, (number | null)[]>;
  if (raw.rows.length <= limit) {
    const ts = raw.rows.map((row) => Number(row.ts));
    for (const row of raw.rows) {
      names.forEach((name, index) => columns[name].push(row.q >= SERIES_BAD_QUALITY ? null : num(row[`c${index}`])));
    }
    return { downsampled: false, bucketMs: null, ts, columns };
  }
  const bucketMs = Math.max(1, Math.ceil((range.to - range.from + 1) / limit));
  const means = names.map((name, index) => sql`avg(${measureSql(db, measures[name], 'r')}) as ${sql.ref(`c${index}`)}`);
  // By position: PostgreSQL would not match the parameterised expression in GROUP BY with the selected one.
  const buckets = await sql<SeriesRow>`
    select cast((r.ts - ${range.from}) / ${bucketMs} as bigint) as ts, 0 as q, ${sql.join(means)}
    from reading r where ${where} and r.quality < ${SERIES_BAD_QUALITY} group by 1 order by 1
  `.execute(db);
  const ts = buckets.rows.map((row) => range.from + Number(row.ts) * bucketMs);
  for (const row of buckets.rows) names.forEach((name, index) => columns[name].push(num(row[`c${index}`])));
  return { downsampled: true, bucketMs, ts, columns };
}
