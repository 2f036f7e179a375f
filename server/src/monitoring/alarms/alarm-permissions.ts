import type { Db } from '../../db/database';
import { deny } from '../../i18n/localized-error';
import { canReadProject, canWriteProject, loadProjectAccess, type ProjectAccess } from '../project-access';

// Alarm writes (acknowledge, thresholds, rules, severity names, the sound-light switch) follow the monitoring
// write rule of project-access.ts: an administrator, or a member holding the administrator, duty officer or
// engineer role. A viewer reads only; a non-member sees nothing of the project.

export async function assertAlarmRead(db: Db, userId: string, projectId: string): Promise<ProjectAccess> {
  const access = await loadProjectAccess(db, userId);
  if (!canReadProject(access, projectId)) throw deny('monitoring.not-member');
  return access;
}

export async function assertAlarmWrite(db: Db, userId: string, projectId: string): Promise<ProjectAccess> {
  const access = await assertAlarmRead(db, userId, projectId);
  if (!canWriteProject(access, projectId)) throw deny('alarms.view-only');
  return access;
}

/** For settings that belong to no project (the global sound-light switch): any writer role will do. */
export async function assertAlarmWriteAnywhere(db: Db, userId: string): Promise<ProjectAccess> {
  const access = await loadProjectAccess(db, userId);
  if (!access.isAdministrator && !access.holdsWriterRole) throw deny('alarms.view-only');
  return access;
}
