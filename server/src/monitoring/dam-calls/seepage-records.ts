import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { SeepageRecord } from '../../wire/dam-records';
import { likeAnywhere, pointsMatching, type RecordListFilter } from './record-scope';

function recordQuery(db: Db) {
  return db
    .selectFrom('damSeepageRecord as r')
    .innerJoin('monitoringPoint as p', 'p.id', 'r.pointId')
    .innerJoin('dam as d', 'd.id', 'r.damId')
    .leftJoin('users as u', 'u.id', 'r.recorderId')
    .selectAll('r')
    .select(['p.code as pointCode', 'p.name as pointName', 'p.unit', 'd.name as damName', 'u.realName as recorderName']);
}

type Row = Awaited<ReturnType<ReturnType<typeof recordQuery>['executeTakeFirstOrThrow']>>;

const toRecord = (row: Row): SeepageRecord => ({
  ...row,
  observedAt: Number(row.observedAt),
  createdAt: Number(row.createdAt),
  updatedAt: Number(row.updatedAt),
  recorderName: row.recorderName ?? '',
});

export async function findSeepageRecord(db: Db, id: string): Promise<SeepageRecord | undefined> {
  const row = await recordQuery(db).where('r.id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

/** A page of the records of the points in scope, newest observation first unless asked otherwise, and the total. */
export async function listSeepageRecords(db: Db, filter: RecordListFilter): Promise<{ total: number; list: SeepageRecord[] }> {
  if (filter.points.length === 0) return { total: 0, list: [] };
  let query = recordQuery(db).where(
    'r.pointId',
    'in',
    filter.points.map((point) => point.id),
  );
  if (filter.from !== undefined) query = query.where('r.observedAt', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('r.observedAt', '<=', filter.to);
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const matching = [...pointsMatching(filter.points, keyword)];
    const pattern = likeAnywhere(keyword.toLowerCase());
    query = query.where((eb) =>
      eb.or([
        ...(matching.length > 0 ? [eb('r.pointId', 'in', matching)] : []),
        eb(sql`lower(${sql.ref('r.remark')})`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  const [counted, rows] = await Promise.all([
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirst(),
    query.orderBy('r.observedAt', filter.order).orderBy('r.id').offset(filter.offset).limit(filter.limit).execute(),
  ]);
  return { total: Number(counted?.total ?? 0), list: rows.map(toRecord) };
}
