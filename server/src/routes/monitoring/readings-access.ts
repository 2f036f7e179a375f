import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deny } from '../../i18n/localized-error';
import { canWriteProject, loadProjectAccess } from '../../monitoring/project-access';
import { currentUserId } from '../../shell/current-user-id';

/**
 * The ingest rule (server/docs/monitoring.md): an administrator, or a member of each point's project holding the
 * engineer or duty officer role. Answers 403 at once for a caller with no writer role (a viewer), and returns the
 * per-batch check the ingest service runs before writing.
 */
export async function readingWriter(app: FastifyInstance, request: FastifyRequest): Promise<(projectIds: ReadonlySet<string>) => void> {
  const access = await loadProjectAccess(app.db, currentUserId(request));
  if (!access.isAdministrator && !access.holdsWriterRole) {
    throw deny('readings.writer-role');
  }
  return (projectIds) => {
    for (const projectId of projectIds) {
      if (!canWriteProject(access, projectId)) {
        throw deny('readings.project-not-writable');
      }
    }
  };
}
