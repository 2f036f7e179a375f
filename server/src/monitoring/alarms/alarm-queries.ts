import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { containsText } from '../../shell/list-query';
import type { AlarmKind, AlarmStateFilter, AlarmView } from '../../wire/alarm';
import { toAlarmDto, type AlarmRow } from './alarm-dto';
import { loadSeverityNamesFor } from './severity-names-repo';

export const ALARM_SORT_FIELDS = ['raisedAt', 'updatedAt', 'severity'] as const;
export type AlarmSortField = (typeof ALARM_SORT_FIELDS)[number];

export interface AlarmFilter {
  projectIds: readonly string[];
  state: AlarmStateFilter;
  severity?: number | undefined;
  acknowledged?: boolean | undefined;
  kind?: AlarmKind | undefined;
  pointId?: string | undefined;
  damId?: string | undefined;
  keyword?: string | undefined;
  raisedFrom?: number | undefined;
  raisedTo?: number | undefined;
}

type AlarmQuery = SelectQueryBuilder<Database & { p: Database['monitoringPoint'] }, 'alarm' | 'p', object>;

function baseQuery(db: Db) {
  return db.selectFrom('alarm').innerJoin('monitoringPoint as p', 'p.id', 'alarm.pointId');
}

function applyFilter<Q extends AlarmQuery>(query: Q, filter: AlarmFilter): Q {
  let q = query.where('alarm.projectId', 'in', filter.projectIds as string[]) as Q;
  if (filter.state === 'open') q = q.where('alarm.closedAt', 'is', null) as Q;
  if (filter.state === 'active' || filter.state === 'cleared') q = q.where('alarm.state', '=', filter.state) as Q;
  if (filter.severity !== undefined) q = q.where('alarm.severity', '=', filter.severity) as Q;
  if (filter.acknowledged !== undefined) q = q.where('alarm.acknowledged', '=', filter.acknowledged ? 1 : 0) as Q;
  if (filter.kind) q = q.where('alarm.kind', '=', filter.kind) as Q;
  if (filter.pointId) q = q.where('alarm.pointId', '=', filter.pointId) as Q;
  if (filter.damId) q = q.where('alarm.damId', '=', filter.damId) as Q;
  if (filter.raisedFrom !== undefined) q = q.where('alarm.raisedAt', '>=', filter.raisedFrom) as Q;
  if (filter.raisedTo !== undefined) q = q.where('alarm.raisedAt', '<=', filter.raisedTo) as Q;
  const keyword = filter.keyword;
  if (keyword) {
    q = q.where((eb: ExpressionBuilder<Database & { p: Database['monitoringPoint'] }, 'alarm' | 'p'>) =>
      eb.or([containsText('p.name', keyword), containsText('p.code', keyword), containsText('alarm.message', keyword)]),
    ) as Q;
  }
  return q;
}

type RowWithPoint = AlarmRow & { pointName: string; unit: string };

async function toViews(db: Db, rows: readonly RowWithPoint[]): Promise<AlarmView[]> {
  const names = await loadSeverityNamesFor(
    db,
    rows.map((row) => row.projectId),
  );
  return rows.map((row) => toAlarmDto(row, { name: row.pointName, unit: row.unit }, names.get(row.projectId) ?? []));
}

/** One page of alarms in the given projects, newest first unless told otherwise, with the total. */
export async function listAlarms(
  db: Db,
  filter: AlarmFilter,
  page: { offset: number; limit: number; sort: AlarmSortField; direction: 'asc' | 'desc' },
): Promise<{ list: AlarmView[]; total: number }> {
  if (filter.projectIds.length === 0) return { list: [], total: 0 };
  const counted = await applyFilter(baseQuery(db), filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst();
  const rows = await applyFilter(baseQuery(db), filter)
    .selectAll('alarm')
    .select(['p.name as pointName', 'p.unit'])
    .orderBy(`alarm.${page.sort}`, page.direction)
    .orderBy('alarm.id', page.direction)
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { list: await toViews(db, rows), total: Number(counted?.total ?? 0) };
}

export async function findAlarmRow(db: Db, alarmId: string): Promise<AlarmRow | undefined> {
  return db.selectFrom('alarm').selectAll().where('id', '=', alarmId).executeTakeFirst();
}

/** The alarm as the API shows it, or undefined when there is no such alarm. */
export async function getAlarmView(db: Db, alarmId: string): Promise<AlarmView | undefined> {
  const row = await baseQuery(db)
    .selectAll('alarm')
    .select(['p.name as pointName', 'p.unit'])
    .where('alarm.id', '=', alarmId)
    .executeTakeFirst();
  return row ? (await toViews(db, [row]))[0] : undefined;
}

/** The API view of a row just written (point name and unit looked up), so an event carries exactly that revision. */
export async function viewOfRow(db: Db, row: AlarmRow): Promise<AlarmView> {
  const point = await db
    .selectFrom('monitoringPoint')
    .select(['name as pointName', 'unit'])
    .where('id', '=', row.pointId)
    .executeTakeFirst();
  return (await toViews(db, [{ ...row, pointName: point?.pointName ?? '', unit: point?.unit ?? '' }]))[0] as AlarmView;
}
