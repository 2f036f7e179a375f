import type { Db } from '../db/database';
import { forbidden } from '../lib/envelope';

/**
 * Roles (role.en_code) whose holders may write monitoring data (readings, imports) for the projects they are
 * members of. An administrator (users.is_administrator = 1) may write for every project.
 */
export const PROJECT_WRITER_ROLE_CODES: readonly string[] = ['administrator', 'engineer', 'dutyOfficer'];

/** Roles whose holders may change a member project's dams and monitoring points. */
export const PROJECT_CONFIGURER_ROLE_CODES: readonly string[] = ['administrator', 'engineer'];

/** What one user may do with each project's monitoring data. */
export interface ProjectAccess {
  userId: string;
  isAdministrator: boolean;
  /** Member projects; an administrator reads every project whether or not listed here. */
  memberProjectIds: ReadonlySet<string>;
  /** role.en_code of every role the user holds (absent: none beyond what holdsWriterRole says). */
  roleCodes?: ReadonlySet<string>;
  /** True when the user holds one of PROJECT_WRITER_ROLE_CODES (on its own this grants nothing). */
  holdsWriterRole: boolean;
}

/** read: see the data; write: send readings; configure: change dams and points. */
export type AccessNeed = 'read' | 'write' | 'configure';

const holdsAny = (access: ProjectAccess, codes: readonly string[]) => codes.some((code) => access.roleCodes?.has(code) === true);

export function canReadProject(access: ProjectAccess, projectId: string): boolean {
  return access.isAdministrator || access.memberProjectIds.has(projectId);
}

export function canWriteProject(access: ProjectAccess, projectId: string): boolean {
  return access.isAdministrator || (access.holdsWriterRole && access.memberProjectIds.has(projectId));
}

export function canConfigureProject(access: ProjectAccess, projectId: string): boolean {
  return access.isAdministrator || (holdsAny(access, PROJECT_CONFIGURER_ROLE_CODES) && access.memberProjectIds.has(projectId));
}

/**
 * Loads a user's administrator flag, project memberships and roles in three small queries.
 * An unknown or disabled user gets no access at all.
 */
export async function loadProjectAccess(db: Db, userId: string): Promise<ProjectAccess> {
  const user = await db.selectFrom('users').select(['isAdministrator', 'enabledMark']).where('id', '=', userId).executeTakeFirst();
  if (!user || user.enabledMark !== 1) {
    return { userId, isAdministrator: false, memberProjectIds: new Set(), roleCodes: new Set(), holdsWriterRole: false };
  }
  const members = await db.selectFrom('projectMember').select('projectId').where('userId', '=', userId).execute();
  const roles = await db
    .selectFrom('userRole')
    .innerJoin('role', 'role.id', 'userRole.roleId')
    .select('role.enCode')
    .where('userRole.userId', '=', userId)
    .execute();
  const roleCodes = new Set(roles.map((row) => row.enCode));
  return {
    userId,
    isAdministrator: user.isAdministrator === 1,
    memberProjectIds: new Set(members.map((row) => row.projectId)),
    roleCodes,
    holdsWriterRole: PROJECT_WRITER_ROLE_CODES.some((code) => roleCodes.has(code)),
  };
}

/** Ids of the projects a user may see: every project for an administrator, otherwise their memberships. */
export async function visibleProjectIds(db: Db, userId: string): Promise<string[]> {
  const access = await loadProjectAccess(db, userId);
  if (access.isAdministrator) {
    const rows = await db.selectFrom('project').select('id').orderBy('sortCode').orderBy('id').execute();
    return rows.map((row) => row.id);
  }
  return [...access.memberProjectIds];
}

/**
 * Throws a 403 envelope error unless the user may read (write, configure) the project's monitoring data.
 * Pass an already loaded `ProjectAccess` to check many projects without querying again.
 */
export async function assertProjectAccess(
  db: Db,
  user: string | ProjectAccess,
  projectId: string,
  need: AccessNeed = 'read',
): Promise<ProjectAccess> {
  const access = typeof user === 'string' ? await loadProjectAccess(db, user) : user;
  if (need === 'read' && !canReadProject(access, projectId)) {
    throw forbidden('You are not a member of this project');
  }
  if (need === 'write' && !canWriteProject(access, projectId)) {
    throw forbidden('Writing monitoring data for this project needs the engineer or duty officer role on it');
  }
  if (need === 'configure' && !canConfigureProject(access, projectId)) {
    throw forbidden('Changing monitoring points of this project needs the engineer role on it');
  }
  return access;
}
