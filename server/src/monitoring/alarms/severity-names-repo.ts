import type { Db } from '../../db/database';
import { mergeSeverityNames, type SeverityName } from './severity';

/** A project's four severity names, defaults (蓝色/黄色/橙色/红色) where it has not renamed a level. */
export async function loadSeverityNames(db: Db, projectId: string): Promise<SeverityName[]> {
  const rows = await db
    .selectFrom('alarmSeverityName')
    .select(['severity', 'code', 'name', 'color'])
    .where('projectId', '=', projectId)
    .execute();
  return mergeSeverityNames(rows);
}

/** Names for several projects in one query, keyed by project id. */
export async function loadSeverityNamesFor(db: Db, projectIds: readonly string[]): Promise<Map<string, SeverityName[]>> {
  const unique = [...new Set(projectIds)];
  const result = new Map<string, SeverityName[]>();
  if (unique.length === 0) return result;
  const rows = await db
    .selectFrom('alarmSeverityName')
    .select(['projectId', 'severity', 'code', 'name', 'color'])
    .where('projectId', 'in', unique)
    .execute();
  for (const projectId of unique) result.set(projectId, mergeSeverityNames(rows.filter((row) => row.projectId === projectId)));
  return result;
}

/** Replaces the names of the listed levels (others keep theirs) in one transaction; returns all four. */
export async function saveSeverityNames(
  db: Db,
  projectId: string,
  entries: readonly { severity: number; code: string; name: string; color: string }[],
  now: number,
): Promise<SeverityName[]> {
  await db.transaction().execute(async (trx) => {
    for (const entry of entries) {
      await trx
        .insertInto('alarmSeverityName')
        .values({ projectId, severity: entry.severity, code: entry.code, name: entry.name, color: entry.color, updatedAt: now })
        .onConflict((oc) => oc.columns(['projectId', 'severity']).doUpdateSet({ code: entry.code, name: entry.name, color: entry.color, updatedAt: now }))
        .execute();
    }
  });
  return loadSeverityNames(db, projectId);
}
