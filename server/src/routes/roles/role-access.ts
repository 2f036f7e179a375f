import type { Db } from '../../db/database';
import { missing } from '../../i18n/localized-error';
import { listVisibleProjects } from '../projects/project-repository';
import { readUnitIndex, unitAndAncestors } from '../../shell/data-scope-units';

/** The role page's menu: its list and detail need it, its writes its buttons. */
export const ROLE_MENU_CODE = 'system.role';

/** 404 unless the caller may see the project (a member, or an administrator). */
export async function requireVisibleProject(db: Db, userId: string, projectId: string): Promise<{ organizeId: string }> {
  const project = (await listVisibleProjects(db, userId)).find((candidate) => candidate.id === projectId);
  const row = project ? await db.selectFrom('project').select('organizeId').where('id', '=', projectId).executeTakeFirst() : undefined;
  if (!row) throw missing('authority.no-such-project');
  return row;
}

/** The units a project's roles may come from: the project's unit and every unit above it. */
export async function projectUnitIds(db: Db, organizeId: string): Promise<Set<string>> {
  return new Set(unitAndAncestors(await readUnitIndex(db), organizeId));
}
