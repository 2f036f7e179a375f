import type { Db } from '../../db/database';
import type { PointChannel, PointType } from '../../db/tables/monitoring';
import { missing, refuse } from '../../i18n/localized-error';
import type { MessageKey } from '../../i18n/catalogues';
import { parseChannels } from '../point-channels';
import { assertProjectAccess } from '../project-access';
import { projectsInScope } from '../projects-in-scope';

/** A monitoring point as the dam calls need it: owner, labels, channels and its dam's clock. */
export interface DamPoint {
  id: string;
  projectId: string;
  damId: string;
  code: string;
  name: string;
  type: PointType;
  unit: string;
  channels: PointChannel[];
  intervalSeconds: number;
  timeZone: string;
}

/** The kinds of point the dam calls take; `displacement` is either kind of displacement point. */
export type DamPointKind = 'osmotic-pressure' | 'seepage-flow' | 'surface-displacement' | 'deep-displacement' | 'displacement';

const KIND_TYPES: Readonly<Record<DamPointKind, readonly PointType[]>> = {
  'osmotic-pressure': ['osmotic-pressure'],
  'seepage-flow': ['seepage-flow'],
  'surface-displacement': ['surface-displacement'],
  'deep-displacement': ['deep-displacement'],
  displacement: ['surface-displacement', 'deep-displacement'],
};

// Static keys, one per kind, so the catalogue test and the type check see every one.
const NOT_KIND: Readonly<Record<DamPointKind, MessageKey>> = {
  'osmotic-pressure': 'dam.not-type.osmotic-pressure',
  'seepage-flow': 'dam.not-type.seepage-flow',
  'surface-displacement': 'dam.not-type.surface-displacement',
  'deep-displacement': 'dam.not-type.deep-displacement',
  displacement: 'dam.not-type.displacement',
};

export const typesOfKind = (kind: DamPointKind): readonly PointType[] => KIND_TYPES[kind];

function pointQuery(db: Db) {
  return db
    .selectFrom('monitoringPoint')
    .innerJoin('dam', 'dam.id', 'monitoringPoint.damId')
    .select([
      'monitoringPoint.id',
      'monitoringPoint.projectId',
      'monitoringPoint.damId',
      'monitoringPoint.code',
      'monitoringPoint.name',
      'monitoringPoint.type',
      'monitoringPoint.unit',
      'monitoringPoint.channels',
      'monitoringPoint.intervalSeconds',
      'dam.timeZone',
    ]);
}

type PointRowOf = Awaited<ReturnType<ReturnType<typeof pointQuery>['executeTakeFirstOrThrow']>>;
const toDamPoint = (row: PointRowOf): DamPoint => ({ ...row, channels: parseChannels(row.channels) });

/** A point by id or code: 404 when none has it. */
export async function findDamPoint(db: Db, by: { id: string } | { code: string }): Promise<DamPoint> {
  const query =
    'id' in by ? pointQuery(db).where('monitoringPoint.id', '=', by.id) : pointQuery(db).where('monitoringPoint.code', '=', by.code);
  const row = await query.executeTakeFirst();
  if (!row) throw 'id' in by ? missing('monitoring.no-such-point') : missing('dam.no-such-point-code', { code: by.code });
  return toDamPoint(row);
}

/** 400 unless the point is of the kind the call takes. */
export function assertKind(point: DamPoint, kind: DamPointKind): void {
  if (!KIND_TYPES[kind].includes(point.type)) throw refuse(NOT_KIND[kind], { code: point.code });
}

/** A point the user may read, of the kind the call takes: 404 unknown, 403 not on its project, 400 another kind. */
export async function readableDamPoint(
  db: Db,
  userId: string,
  by: { id: string } | { code: string },
  kind: DamPointKind,
): Promise<DamPoint> {
  const point = await findDamPoint(db, by);
  await assertProjectAccess(db, userId, point.projectId, 'read');
  assertKind(point, kind);
  return point;
}

/**
 * The points a list or statistics call covers, in display order: the one point asked for, or the points of the kind
 * in the project (403 unless readable) or in every readable project, narrowed to one dam when asked.
 */
export async function damPointsInScope(
  db: Db,
  userId: string,
  scope: { projectId?: string | undefined; damId?: string | undefined; pointId?: string | undefined },
  kind: DamPointKind,
  types: readonly PointType[] = KIND_TYPES[kind],
): Promise<DamPoint[]> {
  if (scope.pointId) {
    const point = await readableDamPoint(db, userId, { id: scope.pointId }, kind);
    return types.includes(point.type) ? [point] : [];
  }
  const projectIds = await projectsInScope(db, userId, { projectId: scope.projectId });
  if (projectIds.length === 0) return [];
  let query = pointQuery(db)
    .where('monitoringPoint.projectId', 'in', projectIds)
    .where('monitoringPoint.type', 'in', [...types]);
  if (scope.damId) query = query.where('monitoringPoint.damId', '=', scope.damId);
  const rows = await query.orderBy('monitoringPoint.sortCode').orderBy('monitoringPoint.code').execute();
  return rows.map(toDamPoint);
}
