import type { Db } from '../db/database';
import { canReadProject, loadProjectAccess, type ProjectAccess } from '../monitoring/project-access';

/**
 * What one user may see on the live feeds. The rule is the monitoring area's (project_member, or
 * users.is_administrator = 1; disabled users see nothing), so the REST reads and the socket agree.
 */
export type ProjectScope = ProjectAccess;

export const EMPTY_SCOPE: ProjectScope = { userId: '', isAdministrator: false, memberProjectIds: new Set(), holdsWriterRole: false };

/** null: an event that belongs to no project (the global sound-and-light switch) goes to everyone. */
export function scopeAllows(scope: ProjectScope, projectId: string | null): boolean {
  return projectId === null || canReadProject(scope, projectId);
}

export function loadProjectScope(db: Db, userId: string): Promise<ProjectScope> {
  return loadProjectAccess(db, userId);
}

/** One load per distinct user: many sockets of the same person share it. */
export async function loadProjectScopes(db: Db, userIds: readonly string[]): Promise<Map<string, ProjectScope>> {
  const scopes = new Map<string, ProjectScope>();
  for (const userId of new Set(userIds)) scopes.set(userId, await loadProjectAccess(db, userId));
  return scopes;
}
