import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';

/** A project the person may select, with their manager flag on it. */
export interface VisibleProject {
  id: string;
  enCode: string;
  fullName: string;
  organizeId: string;
  projectTypeId: string;
  groupName: string;
  latitude: number;
  longitude: number;
  isManager: 0 | 1;
}

/** Groups are named on the project row; their id is derived from the name so it stays stable and ASCII. */
export function projectGroupId(groupName: string): string {
  return `grp-${createHash('sha1').update(groupName, 'utf8').digest('hex').slice(0, 12)}`;
}

/**
 * The projects a person belongs to, or every project for an administrator (who manages them all),
 * in display order. Two queries run together; no per-project lookups.
 */
export async function listVisibleProjects(db: Db, userId: string): Promise<VisibleProject[]> {
  const isAdmin = db.selectFrom('users').select('id').where('id', '=', userId).where('isAdministrator', '=', 1);
  const [admin, rows] = await Promise.all([
    isAdmin.executeTakeFirst(),
    db
      .selectFrom('project')
      .leftJoin('projectMember', (join) => join.onRef('projectMember.projectId', '=', 'project.id').on('projectMember.userId', '=', userId))
      .select([
        'project.id',
        'project.enCode',
        'project.fullName',
        'project.organizeId',
        'project.projectTypeId',
        'project.groupName',
        'project.latitude',
        'project.longitude',
        'projectMember.isManager',
      ])
      .where((eb) => eb.or([eb('projectMember.userId', 'is not', null), eb.exists(isAdmin)]))
      .orderBy('project.sortCode')
      .orderBy('project.fullName')
      .execute(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    enCode: row.enCode,
    fullName: row.fullName,
    organizeId: row.organizeId,
    projectTypeId: row.projectTypeId,
    groupName: row.groupName,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    isManager: admin || row.isManager === 1 ? 1 : 0,
  }));
}
