import type { Db } from '../db/database';
import { missing } from '../i18n/localized-error';
import { assertProjectAccess, type ProjectAccess } from '../monitoring/project-access';

/**
 * The caller's access, once it is sure they may read the project (403 otherwise) and that it exists (404). Access is
 * judged first, so a stranger learns nothing of which project ids exist.
 */
export async function readableProject(db: Db, userId: string, projectId: string): Promise<ProjectAccess> {
  const access = await assertProjectAccess(db, userId, projectId, 'read');
  const project = await db.selectFrom('project').select('id').where('id', '=', projectId).executeTakeFirst();
  if (!project) throw missing('monitoring.no-such-project');
  return access;
}
