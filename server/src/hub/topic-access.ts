import { CODE } from '../lib/envelope';
import type { Hub } from './hub';
import { scopeAllows, type ProjectScope } from './project-scope';
import { parseTopic } from './topic-names';

export type TopicAccess = { ok: true } | { ok: false; code: number; msg: string };

const DENIED: TopicAccess = { ok: false, code: CODE.FORBIDDEN, msg: 'You do not have permission to see this project' };

/**
 * May this scope subscribe to `topic`? `alarms` (every project) is for administrators; project topics need the
 * project; a point topic needs the point's project when the hub knows it. Unknown points are accepted because
 * every point event still carries its project and is only delivered to those who may see it.
 */
export async function checkTopicAccess(hub: Hub, scope: ProjectScope, topic: string): Promise<TopicAccess> {
  const ref = parseTopic(topic);
  if (!ref) return { ok: false, code: CODE.BAD_REQUEST, msg: `There is no topic named ${topic.slice(0, 100)}` };
  switch (ref.kind) {
    case 'alarms-all':
      return scope.isAdministrator ? { ok: true } : { ok: false, code: CODE.FORBIDDEN, msg: 'Only administrators may follow the alarms of every project' };
    case 'sound-light':
      return { ok: true };
    case 'point': {
      const projectId = await hub.pointProject(ref.pointId);
      return projectId === null || scopeAllows(scope, projectId) ? { ok: true } : DENIED;
    }
    default:
      return scopeAllows(scope, ref.projectId) ? { ok: true } : DENIED;
  }
}
