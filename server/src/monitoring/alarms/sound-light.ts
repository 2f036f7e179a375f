import type { Db } from '../../db/database';
import { loadSeverityNamesFor } from './severity-names-repo';
import { severityNameOf } from './severity';
import { attributeName, pointTypesOf, type ConsoleLanguage, type WarnCategory } from './warn-attributes';

export const GLOBAL_SCOPE = 'global';
/** Alarms must be heard unless someone switched them off. */
const DEFAULT_CHANNEL_STATE = 1;
const LIST_LIMIT = 200;

/** One line of waterLevelWarnList / waterQualityWarnList / safetyWarnList: the spec's four fields, then Sluice's additions. */
export interface WarnItem {
  pointName: string;
  attrName: string;
  alertValue: number | null;
  unit: string;
  attrCode: string;
  alarmId: string;
  pointId: string;
  projectId: string;
  severity: number;
  severityName: string;
  kind: string;
  threshold: number | null;
  acknowledged: boolean;
  raisedAt: number;
}

export interface SoundLightState {
  /** 1 while any active alarm in scope is unacknowledged. */
  globalWarnState: 0 | 1;
  /** The switch: 1 sound and light on, 0 off. */
  globalWarnChannelState: 0 | 1;
  waterQualityWarnList: WarnItem[];
  waterLevelWarnList: WarnItem[];
  /** Sluice's addition: the dam's seepage, osmotic-pressure and displacement instruments (see WARN_CATEGORY_OF). */
  safetyWarnList: WarnItem[];
}

/** The switch for a project (its own setting, else the global one) or the global switch; on unless set off. */
export async function readChannelState(db: Db, projectId: string | null): Promise<0 | 1> {
  const scopes = projectId ? [projectId, GLOBAL_SCOPE] : [GLOBAL_SCOPE];
  const rows = await db.selectFrom('soundLight').select(['scope', 'channelState']).where('scope', 'in', scopes).execute();
  const own = rows.find((row) => row.scope === scopes[0]) ?? rows.find((row) => row.scope === GLOBAL_SCOPE);
  return (own?.channelState ?? DEFAULT_CHANNEL_STATE) === 1 ? 1 : 0;
}

export async function writeChannelState(db: Db, scope: string, state: 0 | 1, userId: string, now: number): Promise<void> {
  await db
    .insertInto('soundLight')
    .values({ scope, channelState: state, updatedAt: now, updatedBy: userId })
    .onConflict((oc) => oc.column('scope').doUpdateSet({ channelState: state, updatedAt: now, updatedBy: userId }))
    .execute();
}

/** Whether any active alarm in these projects still waits for acknowledgement. */
export async function hasUnacknowledgedActive(db: Db, projectIds: readonly string[]): Promise<boolean> {
  if (projectIds.length === 0) return false;
  const row = await db
    .selectFrom('alarm')
    .select('id')
    .where('projectId', 'in', projectIds as string[])
    .where('state', '=', 'active')
    .where('acknowledged', '=', 0)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

async function activeRows(db: Db, projectIds: readonly string[], category: WarnCategory) {
  const types = pointTypesOf(category);
  if (types.length === 0) return [];
  return db
    .selectFrom('alarm')
    .innerJoin('monitoringPoint as p', 'p.id', 'alarm.pointId')
    .select([
      'alarm.id',
      'alarm.pointId',
      'alarm.projectId',
      'alarm.severity',
      'alarm.kind',
      'alarm.value',
      'alarm.threshold',
      'alarm.acknowledged',
      'alarm.raisedAt',
      'p.name',
      'p.unit',
      'p.type',
    ])
    .where('alarm.projectId', 'in', projectIds as string[])
    .where('alarm.state', '=', 'active')
    .where('alarm.kind', '!=', 'stale')
    .where('p.type', 'in', types)
    .orderBy('alarm.severity', 'desc')
    .orderBy('alarm.raisedAt', 'desc')
    .orderBy('alarm.id')
    .limit(LIST_LIMIT)
    .execute();
}

type ActiveRow = Awaited<ReturnType<typeof activeRows>>[number];

/**
 * The spec's warning data for the given projects. The lists hold active threshold and rate-of-change alarms, most
 * serious first, each in the list of its point type's category (WARN_CATEGORY_OF): water-level and rainfall points in
 * waterLevelWarnList, water-quality sensors in waterQualityWarnList (the demo has none), seepage, osmotic pressure and
 * displacement in safetyWarnList. Stale-data alarms have no alert value, so they count towards globalWarnState but are
 * not listed.
 */
export async function soundLightState(
  db: Db,
  projectIds: readonly string[],
  channelScope: string | null,
  language: ConsoleLanguage,
): Promise<SoundLightState> {
  const channel = await readChannelState(db, channelScope);
  if (projectIds.length === 0) {
    return { globalWarnState: 0, globalWarnChannelState: channel, waterQualityWarnList: [], waterLevelWarnList: [], safetyWarnList: [] };
  }
  const warn = await hasUnacknowledgedActive(db, projectIds);
  const [levelRows, qualityRows, safetyRows] = await Promise.all([
    activeRows(db, projectIds, 'waterLevel'),
    activeRows(db, projectIds, 'waterQuality'),
    activeRows(db, projectIds, 'safety'),
  ]);
  const names = await loadSeverityNamesFor(
    db,
    [...levelRows, ...qualityRows, ...safetyRows].map((row) => row.projectId),
  );
  const toItem = (row: ActiveRow): WarnItem => ({
    pointName: row.name,
    attrName: attributeName(row.type, language),
    alertValue: row.value,
    unit: row.unit,
    attrCode: row.type,
    alarmId: row.id,
    pointId: row.pointId,
    projectId: row.projectId,
    severity: row.severity,
    severityName: severityNameOf(names.get(row.projectId) ?? [], row.severity),
    kind: row.kind,
    threshold: row.threshold,
    acknowledged: row.acknowledged === 1,
    raisedAt: row.raisedAt,
  });
  return {
    globalWarnState: warn ? 1 : 0,
    globalWarnChannelState: channel,
    waterQualityWarnList: qualityRows.map(toItem),
    waterLevelWarnList: levelRows.map(toItem),
    safetyWarnList: safetyRows.map(toItem),
  };
}
