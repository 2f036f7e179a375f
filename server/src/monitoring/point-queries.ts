import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { PointType } from '../db/tables/monitoring';
import type { PointRow } from './point-dto';

export interface PointFilter {
  /** Restricts to these projects; undefined means no restriction (the caller has checked access). */
  projectIds?: readonly string[] | undefined;
  pointId?: string | undefined;
  damId?: string | undefined;
  type?: PointType | undefined;
  /** Matches name or code, case-insensitive. */
  keyword?: string | undefined;
  enabledMark?: number | undefined;
}

export const POINT_SORT_FIELDS = {
  sortCode: 'monitoringPoint.sortCode',
  code: 'monitoringPoint.code',
  name: 'monitoringPoint.name',
  type: 'monitoringPoint.type',
} as const;
export type PointSortField = keyof typeof POINT_SORT_FIELDS;

function baseQuery(db: Db, filter: PointFilter) {
  let query = db
    .selectFrom('monitoringPoint')
    .innerJoin('dam', 'dam.id', 'monitoringPoint.damId')
    .innerJoin('project', 'project.id', 'monitoringPoint.projectId');
  // An empty list is answered before querying (`in ()` is not valid SQL).
  if (filter.projectIds) query = query.where('monitoringPoint.projectId', 'in', [...filter.projectIds]);
  if (filter.pointId) query = query.where('monitoringPoint.id', '=', filter.pointId);
  if (filter.damId) query = query.where('monitoringPoint.damId', '=', filter.damId);
  if (filter.type) query = query.where('monitoringPoint.type', '=', filter.type);
  if (filter.enabledMark !== undefined) query = query.where('monitoringPoint.enabledMark', '=', filter.enabledMark);
  if (filter.keyword) {
    const like = `%${filter.keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(${sql.ref('monitoringPoint.name')})`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(${sql.ref('monitoringPoint.code')})`, 'like', sql`${like} escape '\\'`),
      ]),
    );
  }
  return query;
}

export async function countPoints(db: Db, filter: PointFilter): Promise<number> {
  if (filter.projectIds?.length === 0) return 0;
  const row = await baseQuery(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Points with their dam, project and newest reading (one left join on latest_reading: O(points)). */
export async function listPoints(
  db: Db,
  filter: PointFilter,
  options: { offset?: number; limit?: number; sort?: PointSortField; order?: 'asc' | 'desc' } = {},
): Promise<PointRow[]> {
  if (filter.projectIds?.length === 0) return [];
  let query = baseQuery(db, filter)
    .leftJoin('latestReading', 'latestReading.pointId', 'monitoringPoint.id')
    .select([
      'monitoringPoint.id',
      'monitoringPoint.code',
      'monitoringPoint.name',
      'monitoringPoint.type',
      'monitoringPoint.instrument',
      'monitoringPoint.unit',
      'monitoringPoint.channels',
      'monitoringPoint.latitude',
      'monitoringPoint.longitude',
      'monitoringPoint.elevation',
      'monitoringPoint.section',
      'monitoringPoint.location',
      'monitoringPoint.rangeMin',
      'monitoringPoint.rangeMax',
      'monitoringPoint.intervalSeconds',
      'monitoringPoint.enabledMark',
      'monitoringPoint.sortCode',
      'monitoringPoint.remark',
      'monitoringPoint.damId',
      'dam.name as damName',
      'monitoringPoint.projectId',
      'project.fullName as projectName',
      'monitoringPoint.createdAt',
      'monitoringPoint.updatedAt',
      'latestReading.ts as latestTs',
      'latestReading.value as latestValue',
      'latestReading.valuesJson as latestValuesJson',
      'latestReading.quality as latestQuality',
      'latestReading.receivedAt as latestReceivedAt',
    ])
    .orderBy(POINT_SORT_FIELDS[options.sort ?? 'sortCode'], options.order ?? 'asc')
    .orderBy('monitoringPoint.code');
  if (options.limit !== undefined) query = query.limit(options.limit).offset(options.offset ?? 0);
  return (await query.execute()) as PointRow[];
}

/** One point by id with the same columns, whatever project it is in (the caller checks access). */
export async function findPointRow(db: Db, id: string): Promise<PointRow | undefined> {
  const rows = await listPoints(db, { pointId: id });
  return rows[0];
}
