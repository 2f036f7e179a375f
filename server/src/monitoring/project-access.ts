import { cachedRead } from '../db/cached-read';
import type { Db } from '../db/database';
import { deny } from '../i18n/localized-error';

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
 * Access is read on every monitoring request; it changes only when people, roles or memberships do, and then the
 * table-write counter retires it. Bound: the 2,000 most recent users, none older than 5 minutes.
 */
const ACCESS_CACHE = { tables: ['users', 'projectMember', 'userRole', 'role', 'project'], maxEntries: 2_000, ttlMs: 5 * 60_000 } as const;
/** Every project's id, in display order: what an administrator sees. One entry per database, 5 minutes at most. */
const ALL_PROJECTS_CACHE = { tables: ['project'], maxEntries: 1, ttlMs: 5 * 60_000 } as const;

const readProjectAccess = cachedRead(ACCESS_CACHE, async (db: Db, userId: string): Promise<ProjectAccess> => {
  const user = await db.selectFrom('users').select(['isAdministrator', 'enabledMark']).where('id', '=', userId).executeTakeFirst();
  if (!user || user.enabledMark !== 1) {
    return { userId, isAdministrator: false, memberProjectIds: new Set(), roleCodes: new Set(), holdsWriterRole: false };
  }
  const [members, roles] = await Promise.all([
    db.selectFrom('projectMember').select('projectId').where('userId', '=', userId).execute(),
    db
      .selectFrom('userRole')
      .innerJoin('role', 'role.id', 'userRole.roleId')
      .select('role.enCode')
      .where('userRole.userId', '=', userId)
      .execute(),
  ]);
  const roleCodes = new Set(roles.map((row) => row.enCode));
  return {
    userId,
    isAdministrator: user.isAdministrator === 1,
    memberProjectIds: new Set(members.map((row) => row.projectId)),
    roleCodes,
    holdsWriterRole: PROJECT_WRITER_ROLE_CODES.some((code) => roleCodes.has(code)),
  };
});

const readAllProjectIds = cachedRead(ALL_PROJECTS_CACHE, async (db: Db, _key: 'all'): Promise<readonly string[]> => {
  const rows = await db.selectFrom('project').select('id').orderBy('sortCode').orderBy('id').execute();
  return rows.map((row) => row.id);
});

/**
 * A user's administrator flag, project memberships and roles (cached, see ACCESS_CACHE; treat as read-only).
 * An unknown or disabled user gets no access at all.
 */
export async function loadProjectAccess(db: Db, userId: string): Promise<ProjectAccess> {
  return readProjectAccess(db, userId);
}

/** Ids of the projects a user may see: every project for an administrator, otherwise their memberships. */
export async function visibleProjectIds(db: Db, userId: string): Promise<string[]> {
  const access = await loadProjectAccess(db, userId);
  // Copies: callers may sort or extend their list without touching the cache.
  return access.isAdministrator ? [...(await readAllProjectIds(db, 'all'))] : [...access.memberProjectIds];
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
    throw deny('monitoring.not-member');
  }
  if (need === 'write' && !canWriteProject(access, projectId)) {
    throw deny('monitoring.write-data-role');
  }
  if (need === 'configure' && !canConfigureProject(access, projectId)) {
    throw deny('monitoring.edit-points-role');
  }
  return access;
}
