import type { Db } from '../db/database';
import { missing } from '../i18n/localized-error';
import { assertProjectAccess, loadProjectAccess, visibleProjectIds } from './project-access';

/** Ids of the organisation and every organisation below it. */
async function organisationAndBelow(db: Db, organizationId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('organize').select(['id', 'parentId']).execute();
  const found = new Set<string>([organizationId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (!found.has(row.id) && found.has(row.parentId)) {
        found.add(row.id);
        grew = true;
      }
    }
  }
  return found;
}

/**
 * The projects a point list covers: the one asked for (403 unless visible, 404 when it does not exist), the
 * visible projects of an organisation subtree, or every visible project.
 */
export async function projectsInScope(
  db: Db,
  userId: string,
  query: { projectId?: string | undefined; organizationId?: string | undefined },
): Promise<string[]> {
  if (query.projectId) {
    await assertProjectAccess(db, await loadProjectAccess(db, userId), query.projectId, 'read');
    const project = await db.selectFrom('project').select('id').where('id', '=', query.projectId).executeTakeFirst();
    if (!project) throw missing('monitoring.no-such-project');
    return [project.id];
  }
  const visible = await visibleProjectIds(db, userId);
  if (!query.organizationId) return visible;
  const organisations = await organisationAndBelow(db, query.organizationId);
  const rows = visible.length === 0 ? [] : await db.selectFrom('project').select(['id', 'organizeId']).where('id', 'in', visible).execute();
  return rows.filter((row) => organisations.has(row.organizeId)).map((row) => row.id);
}
