import { cachedRead } from '../../db/cached-read';
import type { Db } from '../../db/database';
import { mergeSeverityNames, type SeverityName } from './severity';

/** Read with every alarm list and event; renamed rarely. Bound: 1,000 projects, 5 minutes (and any write). */
const SEVERITY_NAMES_CACHE = { tables: ['alarmSeverityName'], maxEntries: 1_000, ttlMs: 5 * 60_000 } as const;

const readSeverityNames = cachedRead(SEVERITY_NAMES_CACHE, async (db: Db, projectId: string): Promise<readonly SeverityName[]> => {
  const rows = await db
    .selectFrom('alarmSeverityName')
    .select(['severity', 'code', 'name', 'color'])
    .where('projectId', '=', projectId)
    .execute();
  return mergeSeverityNames(rows);
});

/** A project's four severity names, defaults (蓝色/黄色/橙色/红色) where it has not renamed a level. */
export async function loadSeverityNames(db: Db, projectId: string): Promise<SeverityName[]> {
  // A copy of each name: callers may adjust what they send without touching the cache.
  return (await readSeverityNames(db, projectId)).map((name) => ({ ...name }));
}

/** Names for several projects, keyed by project id (each project cached, see SEVERITY_NAMES_CACHE). */
export async function loadSeverityNamesFor(db: Db, projectIds: readonly string[]): Promise<Map<string, SeverityName[]>> {
  const unique = [...new Set(projectIds)];
  const names = await Promise.all(unique.map((projectId) => readSeverityNames(db, projectId)));
  // Shared, not copied: the alarm views only read them.
  return new Map(unique.map((projectId, index) => [projectId, names[index] as SeverityName[]]));
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
        .onConflict((oc) =>
          oc.columns(['projectId', 'severity']).doUpdateSet({ code: entry.code, name: entry.name, color: entry.color, updatedAt: now }),
        )
        .execute();
    }
  });
  return loadSeverityNames(db, projectId);
}
