import { CODE } from '../lib/envelope';
import type { HubNotice } from './frames';
import type { Hub } from './hub';
import { scopeAllows, type ProjectScope } from './project-scope';
import { parseTopic, type TopicRef } from '../wire/hub';

/** Allowed, or why not: the notice goes to the caller as the topic's `error` event, in its socket's language. */
export type TopicAccess = { ok: true } | ({ ok: false } & HubNotice);

const DENIED: TopicAccess = { ok: false, code: CODE.FORBIDDEN, key: 'hub.topic-not-member' };
const NAME_SHOWN = 100;

const noSuch = (key: 'hub.topic-no-point' | 'hub.topic-no-project', id: string): TopicAccess => ({
  ok: false,
  code: CODE.NOT_FOUND,
  key,
  params: { id: id.slice(0, NAME_SHOWN) },
});

/** Loads, in one query per kind, the projects and points that `topics` name; call before `decideTopicAccess`. */
export async function prepareTopicAccess(hub: Hub, topics: readonly string[], now = Date.now()): Promise<void> {
  const refs: TopicRef[] = [];
  for (const topic of topics) {
    const ref = parseTopic(topic);
    if (ref) refs.push(ref);
  }
  await hub.directory.load(refs, now);
}

/**
 * May this scope subscribe to `topic`? Refused: a name that is not one of the hub's patterns (400); `alarms` (every
 * project) unless an administrator (403); a project topic of a project the caller may not see (403) or that does
 * not exist (404); a point that does not exist (404) or whose project the caller may not see (403). A memory lookup:
 * `prepareTopicAccess` must have loaded the topic's names just before.
 */
export function decideTopicAccess(hub: Hub, scope: ProjectScope, topic: string, now = Date.now()): TopicAccess {
  const ref = parseTopic(topic);
  if (!ref) return { ok: false, code: CODE.BAD_REQUEST, key: 'hub.topic-unknown', params: { topic: topic.slice(0, NAME_SHOWN) } };
  switch (ref.kind) {
    case 'alarms-all':
      return scope.isAdministrator ? { ok: true } : { ok: false, code: CODE.FORBIDDEN, key: 'hub.topic-all-alarms' };
    case 'sound-light':
      return { ok: true };
    case 'point': {
      const projectId = hub.directory.pointProject(ref.pointId, now);
      if (projectId === undefined) return noSuch('hub.topic-no-point', ref.pointId);
      return scopeAllows(scope, projectId) ? { ok: true } : DENIED;
    }
    default: {
      // Permission first: a caller outside the project learns nothing about whether it exists.
      if (!scopeAllows(scope, ref.projectId)) return DENIED;
      return hub.directory.hasProject(ref.projectId, now) ? { ok: true } : noSuch('hub.topic-no-project', ref.projectId);
    }
  }
}
