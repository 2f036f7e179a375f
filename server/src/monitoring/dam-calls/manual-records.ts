import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { SeepageFlowRecord, SeepageRecord } from '../../wire/dam-records';
import { likeAnywhere, pointsMatching, type RecordListFilter } from './record-scope';

/** The tables of hand-entered records and the record each row becomes. */
interface ManualRecordTables {
  damSeepageRecord: SeepageRecord;
  damSeepageFlowRecord: SeepageFlowRecord;
}
export type ManualRecordTable = keyof ManualRecordTables;

/**
 * One query for both kinds of record: they share the columns this names (point, dam, recorder, times, remark) and
 * differ only in their measured values, which `selectAll('r')` reads from whichever table it is. Kysely types the
 * query as the seepage table; `toRecord` gives each row the type of its own table.
 */
function recordQuery(db: Db, table: ManualRecordTable) {
  return db
    .selectFrom(`${table} as r` as 'damSeepageRecord as r')
    .innerJoin('monitoringPoint as p', 'p.id', 'r.pointId')
    .innerJoin('dam as d', 'd.id', 'r.damId')
    .leftJoin('users as u', 'u.id', 'r.recorderId')
    .selectAll('r')
    .select(['p.code as pointCode', 'p.name as pointName', 'p.unit', 'd.name as damName', 'u.realName as recorderName']);
}

type Row = Awaited<ReturnType<ReturnType<typeof recordQuery>['executeTakeFirstOrThrow']>>;

function toRecord<T extends ManualRecordTable>(row: Row): ManualRecordTables[T] {
  return {
    ...row,
    observedAt: Number(row.observedAt),
    createdAt: Number(row.createdAt),
    updatedAt: Number(row.updatedAt),
    recorderName: row.recorderName ?? '',
  } as unknown as ManualRecordTables[T];
}

export async function findManualRecord<T extends ManualRecordTable>(
  db: Db,
  table: T,
  id: string,
): Promise<ManualRecordTables[T] | undefined> {
  const row = await recordQuery(db, table).where('r.id', '=', id).executeTakeFirst();
  return row && toRecord<T>(row);
}

/** A page of the records of the points in scope, newest observation first unless asked otherwise, and the total. */
export async function listManualRecords<T extends ManualRecordTable>(
  db: Db,
  table: T,
  filter: RecordListFilter,
): Promise<{ total: number; list: ManualRecordTables[T][] }> {
  if (filter.points.length === 0) return { total: 0, list: [] };
  let query = recordQuery(db, table).where(
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
  return { total: Number(counted?.total ?? 0), list: rows.map((row) => toRecord<T>(row)) };
}

export const findSeepageRecord = (db: Db, id: string) => findManualRecord(db, 'damSeepageRecord', id);
export const listSeepageRecords = (db: Db, filter: RecordListFilter) => listManualRecords(db, 'damSeepageRecord', filter);
export const findSeepageFlowRecord = (db: Db, id: string) => findManualRecord(db, 'damSeepageFlowRecord', id);
export const listSeepageFlowRecords = (db: Db, filter: RecordListFilter) => listManualRecords(db, 'damSeepageFlowRecord', filter);
